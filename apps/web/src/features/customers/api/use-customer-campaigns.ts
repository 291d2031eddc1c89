import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { type CustomerCampaign } from './customer.types'
import { queryKeys } from '../../../shared/api/query-keys'
import { pollEvery, useRecordChanges } from '../../../shared/live/live'

/** GET /customers/{id}/campaigns, for the hook and for the route's prefetch. */
export const customerCampaignsQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.customers.campaigns(identity),
    queryFn: async () => (await apiFetch<{ campaigns: CustomerCampaign[] }>(`/customers/${encodeURIComponent(identity)}/campaigns`)).campaigns,
    refetchInterval: pollEvery(),
  })

/** The customer's campaigns, kept up to date live, polled every 60 s when the channel is down. */
export function useCustomerCampaigns(identity: string) {
  useCustomerPageLive(identity)
  return useQuery(customerCampaignsQuery(identity))
}

/** A customer's page: its campaigns read again when a campaign changes; a colleague's change to the customer told. */
export function useCustomerPageLive(identity: string): void {
  const queryClient = useQueryClient()
  useRecordChanges(
    `customer-page:${identity}`,
    ['customer', 'campaign'],
    (event) => {
      if (event.resource === 'campaign') void queryClient.invalidateQueries({ queryKey: queryKeys.customers.campaigns(identity) })
    },
    (event) => (event.resource === 'campaign' ? 'a campaign' : event.id === identity ? 'this customer' : 'a customer'),
  )
}
