import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { type Customer } from './customer.types'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'
import { useCustomersLive } from './customers-live'

/** GET /customers: every customer, for the hook and for the route's prefetch. */
export const customersQuery = () =>
  queryOptions({
    queryKey: queryKeys.customers.list(),
    queryFn: async () => (await apiFetch<{ customers: Customer[] }>('/customers')).customers,
  })

/** GET /customers?search=: the customers the index's search finds (name anywhere, Salesforce id from its start). */
const customerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.customers.search(search),
    queryFn: async () => (await apiFetch<{ customers: Customer[] }>(`/customers?${new URLSearchParams({ search })}`)).customers,
    placeholderData: keepPreviousData,
  })

/** Every customer, or those the search finds; the index filters and sorts them in the browser. Kept up to date live, polled every 60 s when the channel is down. */
export function useCustomers(search = '') {
  useCustomersLive()
  const refetchInterval = usePollInterval()
  const every = useQuery({ ...customersQuery(), enabled: search === '', refetchInterval })
  const found = useQuery({ ...customerSearchQuery(search), enabled: search !== '', refetchInterval })
  return search === '' ? every : found
}
