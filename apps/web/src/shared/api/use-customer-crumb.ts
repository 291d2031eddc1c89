import { useQuery } from '@tanstack/react-query'
import { apiFetch } from './http'
import { queryKeys } from './query-keys'

/**
 * The "Customer: name" breadcrumb for pages outside the customers feature that are opened for a
 * customer (`?customer=`, the store search screens). GET /customers/{id} under the customers
 * feature's own query key, so a customer page just visited answers from the cache. Without a
 * customer there is no crumb; while the name loads the crumb reads "Customer".
 */
export function useCustomerCrumb(identity: string): { label: string; to: string }[] {
  const customer = useQuery({
    queryKey: queryKeys.customers.detail(identity),
    queryFn: async () => (await apiFetch<{ customer: { name: string } }>(`/customers/${encodeURIComponent(identity)}`)).customer,
    enabled: identity !== '',
  })
  if (!identity) return []
  return [{ label: customer.data ? `Customer: ${customer.data.name}` : 'Customer', to: `/customers/${encodeURIComponent(identity)}` }]
}
