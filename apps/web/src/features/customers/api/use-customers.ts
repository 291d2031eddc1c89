import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { customerKeys, type Customer } from './customer.types'

/** GET /customers: every customer; the index filters and sorts them in the browser. */
export function useCustomers() {
  return useQuery({
    queryKey: customerKeys.list(),
    queryFn: async () => (await apiFetch<{ customers: Customer[] }>('/customers')).customers,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
