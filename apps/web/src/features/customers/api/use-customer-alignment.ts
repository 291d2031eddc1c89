import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { queryKeys } from '../../../shared/api/query-keys'
import type { CustomerAlignment } from '@mc/domain/customers/customer.types'

/** GET /customers/{id}/alignment (our endpoint: the spec leaves the screen's contents to us); polled (its mappings' events go to admins only). */
export function useCustomerAlignment(identity: string) {
  return useQuery({
    queryKey: queryKeys.customers.alignment(identity),
    queryFn: () => apiFetch<CustomerAlignment>(`/customers/${encodeURIComponent(identity)}/alignment`),
    refetchInterval: POLL_INTERVAL_MS,
  })
}
