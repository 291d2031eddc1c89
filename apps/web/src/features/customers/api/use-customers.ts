import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { type Customer } from './customer.types'
import { queryKeys } from '../../../shared/api/query-keys'

/** GET /customers: every customer, for the hook and for the route's prefetch. */
export const customersQuery = () =>
  queryOptions({
    queryKey: queryKeys.customers.list(),
    queryFn: async () => (await apiFetch<{ customers: Customer[] }>('/customers')).customers,
    refetchInterval: POLL_INTERVAL_MS,
  })

/** Every customer; the index filters and sorts them in the browser. */
export function useCustomers() {
  return useQuery(customersQuery())
}
