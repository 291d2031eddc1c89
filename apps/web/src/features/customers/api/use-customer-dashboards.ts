import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { type CustomerDashboard } from './customer.types'
import { queryKeys } from '../../../shared/api/query-keys'

/** GET /customers/{id}/sisense_dashboards, for the hook and for the route's prefetch; polled (no live event tells of a dashboard change to every reader). */
export const customerDashboardsQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.customers.dashboards(identity),
    queryFn: async () =>
      (await apiFetch<{ sisense_dashboards: CustomerDashboard[] }>(`/customers/${encodeURIComponent(identity)}/sisense_dashboards`)).sisense_dashboards,
    refetchInterval: POLL_INTERVAL_MS,
  })

export function useCustomerDashboards(identity: string) {
  return useQuery(customerDashboardsQuery(identity))
}
