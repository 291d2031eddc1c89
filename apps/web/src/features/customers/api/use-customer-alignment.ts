import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { queryKeys } from '../../../shared/api/query-keys'

export interface AlignmentMission {
  identity: string
  name: string
  state: string
  start_date: string
  end_date: string
  campaign: { identity: string; name: string }
  stores_in_alignment: number
  stores_deployed: number
}

export interface CustomerAlignment {
  customer: { identity: string; name: string }
  totals: { missions: number; stores_in_alignment: number; stores_deployed: number }
  missions: AlignmentMission[]
}

/** GET /customers/{id}/alignment (our endpoint: the spec leaves the screen's contents to us). */
export function useCustomerAlignment(identity: string) {
  return useQuery({
    queryKey: queryKeys.customers.alignment(identity),
    queryFn: () => apiFetch<CustomerAlignment>(`/customers/${encodeURIComponent(identity)}/alignment`),
    refetchInterval: POLL_INTERVAL_MS,
  })
}
