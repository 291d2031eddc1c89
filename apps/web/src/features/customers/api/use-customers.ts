import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
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

/** GET /customers?search=: the customers the index's search finds (name anywhere, Salesforce id from its start). */
const customerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.customers.search(search),
    queryFn: async () => (await apiFetch<{ customers: Customer[] }>(`/customers?${new URLSearchParams({ search })}`)).customers,
    refetchInterval: POLL_INTERVAL_MS,
    placeholderData: keepPreviousData,
  })

/** Every customer, or those the search finds; the index filters and sorts them in the browser. */
export function useCustomers(search = '') {
  const every = useQuery({ ...customersQuery(), enabled: search === '' })
  const found = useQuery({ ...customerSearchQuery(search), enabled: search !== '' })
  return search === '' ? every : found
}
