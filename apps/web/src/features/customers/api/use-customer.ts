import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { type Customer } from './customer.types'
import { queryKeys } from '../../../shared/api/query-keys'

/** GET /customers/{id} */
export function useCustomer(identity: string) {
  return useQuery({
    queryKey: queryKeys.customers.detail(identity),
    queryFn: async () => (await apiFetch<{ customer: Customer }>(`/customers/${encodeURIComponent(identity)}`)).customer,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
