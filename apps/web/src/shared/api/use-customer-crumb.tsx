import { Alert } from 'antd'
import type { ReactNode } from 'react'
import { unknownCustomerMessage } from '@mc/domain/customers/customer-list.rules'
import { useCustomer } from './use-customer'
import * as paths from '../routing/paths'
import { pathTo } from '../routing/paths'

/**
 * The "Customer: name" breadcrumb for pages outside the customers feature that are opened for a
 * customer (`?customer=`, the store search screens): the customer page's own query, so a customer
 * just visited answers from the cache. Without a customer there is no crumb; while the name loads
 * the crumb reads "Customer". A customer that cannot be found (an old or mistyped link) is named in
 * the crumb and in a warning above the page, which still works without it.
 */
export function useCustomerCrumb(identity: string): { crumbs: { label: string; to?: string }[]; notice: ReactNode } {
  const customer = useCustomer(identity, { enabled: identity !== '' })
  if (!identity) return { crumbs: [], notice: null }
  if (customer.isError)
    return {
      crumbs: [{ label: `Customer ${identity}` }],
      notice: <Alert type="warning" showIcon title={unknownCustomerMessage(identity)} style={{ marginBottom: 16 }} data-testid="unknown-customer" />,
    }
  return {
    crumbs: [{ label: customer.data ? `Customer: ${customer.data.name}` : 'Customer', to: pathTo(paths.customer, encodeURIComponent(identity)) }],
    notice: null,
  }
}
