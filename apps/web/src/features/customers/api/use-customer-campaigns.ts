import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { type CustomerCampaign } from './customer.types'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'
import { useCustomerPageLive } from './customers-live'

/** GET /customers/{id}/campaigns, for the hook and for the route's prefetch. */
export const customerCampaignsQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.customers.campaigns(identity),
    queryFn: async () => (await apiFetch<{ campaigns: CustomerCampaign[] }>(`/customers/${encodeURIComponent(identity)}/campaigns`)).campaigns,
  })

/** The customer's campaigns, kept up to date live, polled every 60 s when the channel is down. */
export function useCustomerCampaigns(identity: string) {
  useCustomerPageLive(identity)
  return useQuery({ ...customerCampaignsQuery(identity), refetchInterval: usePollInterval() })
}
