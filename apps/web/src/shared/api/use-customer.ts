import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from './http'
import { queryKeys } from './query-keys'
import { pollEvery, useRecordChanges } from '../live/live'

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

/** One customer as GET /customers/{id} answers it: with spec 000's customerCapPeriods (its own reporting periods, by start date) and their total. */
export interface CustomerDetails extends Customer {
  customer_cap_periods: { id: string; name: string; start_date: string; end_date: string }[]
  custom_reporting_periods: { total: number }
}

/** GET /customers/{id}, for the hook and for a route's prefetch. */
export const customerQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.customers.detail(identity),
    queryFn: async () => (await apiFetch<{ customer: CustomerDetails }>(`/customers/${encodeURIComponent(identity)}`)).customer,
    refetchInterval: pollEvery(),
  })

/** One customer, kept up to date live (its page and its breadcrumbs), polled every 60 s when the channel is down. */
export function useCustomer(identity: string, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient()
  useRecordChanges(`customer:${identity}`, ['customer'], (event) => {
    if (event.id === identity) void queryClient.invalidateQueries({ queryKey: queryKeys.customers.detail(identity), exact: true })
  })
  return useQuery({ ...customerQuery(identity), enabled: options.enabled ?? true })
}
