import { useQuery } from '@tanstack/react-query'
import { apiFetch } from './http'
import { POLL_INTERVAL_MS } from './query-client'
import { queryKeys } from './query-keys'

/** GET /customers/{id} as the server answers it (spec 000 §7, snake_case). */
export interface Customer {
  identity: string
  name: string
  description: string
  is_current: boolean
  salesforce_customer_id: string
  salesforce_opportunity_url: string | null
  logo_url: string | null
}

/** GET /customers/{id} */
export function useCustomer(identity: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.customers.detail(identity),
    queryFn: async () => (await apiFetch<{ customer: Customer }>(`/customers/${encodeURIComponent(identity)}`)).customer,
    refetchInterval: POLL_INTERVAL_MS,
    enabled: options.enabled ?? true,
  })
}
