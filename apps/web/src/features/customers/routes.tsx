import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'

const index = lazyComponent(() => import('./CustomersIndexPage'), 'CustomersIndexPage')
const create = lazyComponent(() => import('./components/CustomerFormModal'), 'CustomerFormModal')
const detail = lazyComponent(() => import('./CustomerDetailPage'), 'CustomerDetailPage')
const edit = lazyComponent(() => import('./EditCustomerModal'), 'EditCustomerModal')
const alignment = lazyComponent(() => import('./AlignmentPage'), 'AlignmentPage')

/**
 * Customer screens, each loaded with its route. `customerChildren` are nested under
 * /customers/:identity and render over the customer page (the campaigns feature's New Campaign
 * modal at campaigns/new).
 */
export function customerRoutes(customerChildren: RouteObject[] = []): RouteObject[] {
  return [
    { path: '/customers', lazy: index, children: [{ path: 'new', lazy: create }] },
    { path: '/customers/:identity', lazy: detail, children: [{ path: 'edit', lazy: edit }, ...customerChildren] },
    { path: '/customers/:identity/alignment', lazy: alignment },
  ]
}
