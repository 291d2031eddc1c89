import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { type Customer } from './customer.types'
import { queryKeys } from '../../../shared/api/query-keys'
import { pollEvery, useRecordChanges } from '../../../shared/live/live'

/** GET /customers: every customer, for the hook and for the route's prefetch. */
export const customersQuery = () =>
  queryOptions({
    queryKey: queryKeys.customers.list(),
    queryFn: async () => (await apiFetch<{ customers: Customer[] }>('/customers')).customers,
    refetchInterval: pollEvery(),
  })

/** GET /customers?search=: the customers the index's search finds (name anywhere, Salesforce id from its start). */
const customerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.customers.search(search),
    queryFn: async () => (await apiFetch<{ customers: Customer[] }>(`/customers?${new URLSearchParams({ search })}`)).customers,
    refetchInterval: pollEvery(),
    placeholderData: keepPreviousData,
  })

/** Every customer, or those the search finds; the index filters and sorts them in the browser. Kept up to date live, polled every 60 s when the channel is down. */
export function useCustomers(search = '') {
  useCustomersLive()
  const every = useQuery({ ...customersQuery(), enabled: search === '' })
  const found = useQuery({ ...customerSearchQuery(search), enabled: search !== '' })
  return search === '' ? every : found
}

/** The customers index: a customer added, changed or deleted by anyone reads its lists again. */
export function useCustomersLive(): void {
  const queryClient = useQueryClient()
  useRecordChanges('customers', ['customer'], () => void queryClient.invalidateQueries({ queryKey: queryKeys.customers.list() }), 'a customer')
}
