import type { RouteObject } from 'react-router'
import { AlignmentPage } from './AlignmentPage'
import { CustomerDetailPage } from './CustomerDetailPage'
import { CustomersIndexPage } from './CustomersIndexPage'
import { EditCustomerModal } from './EditCustomerModal'
import { CustomerFormModal } from './components/CustomerFormModal'

/**
 * Customer screens. `customerChildren` are nested under /customers/:identity and render over the
 * customer page (the campaigns feature's New Campaign modal at campaigns/new).
 */
export function customerRoutes(customerChildren: RouteObject[] = []): RouteObject[] {
  return [
    { path: '/customers', element: <CustomersIndexPage />, children: [{ path: 'new', element: <CustomerFormModal /> }] },
    {
      path: '/customers/:identity',
      element: <CustomerDetailPage />,
      children: [{ path: 'edit', element: <EditCustomerModal /> }, ...customerChildren],
    },
    { path: '/customers/:identity/alignment', element: <AlignmentPage /> },
  ]
}
