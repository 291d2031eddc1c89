import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { type CustomerCampaign } from './customer.types'
import { queryKeys } from '../../../shared/api/query-keys'

/** GET /customers/{id}/campaigns, for the hook and for the route's prefetch. */
export const customerCampaignsQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.customers.campaigns(identity),
    queryFn: async () => (await apiFetch<{ campaigns: CustomerCampaign[] }>(`/customers/${encodeURIComponent(identity)}/campaigns`)).campaigns,
    refetchInterval: POLL_INTERVAL_MS,
  })

export function useCustomerCampaigns(identity: string) {
  return useQuery(customerCampaignsQuery(identity))
}
