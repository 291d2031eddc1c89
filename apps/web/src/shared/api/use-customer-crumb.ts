import { useCustomer } from './use-customer'

/**
 * The "Customer: name" breadcrumb for pages outside the customers feature that are opened for a
 * customer (`?customer=`, the store search screens): the customer page's own query, so a customer
 * just visited answers from the cache. Without a customer there is no crumb; while the name loads
 * the crumb reads "Customer".
 */
export function useCustomerCrumb(identity: string): { label: string; to: string }[] {
  const customer = useCustomer(identity, { enabled: identity !== '' })
  if (!identity) return []
  return [{ label: customer.data ? `Customer: ${customer.data.name}` : 'Customer', to: `/customers/${encodeURIComponent(identity)}` }]
}
