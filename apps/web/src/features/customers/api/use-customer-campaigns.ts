import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { type CustomerCampaign } from './customer.types'
import { queryKeys } from '../../../shared/api/query-keys'

/** GET /customers/{id}/campaigns */
export function useCustomerCampaigns(identity: string) {
  return useQuery({
    queryKey: queryKeys.customers.campaigns(identity),
    queryFn: async () => (await apiFetch<{ campaigns: CustomerCampaign[] }>(`/customers/${encodeURIComponent(identity)}/campaigns`)).campaigns,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
