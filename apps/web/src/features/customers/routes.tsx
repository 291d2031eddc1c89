import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import { prefetchOnRoute } from '../../shared/routing/route-data'

const index = lazyComponent(() => import('./CustomersIndexPage'), 'CustomersIndexPage')
const create = lazyComponent(() => import('./components/CustomerFormModal'), 'CustomerFormModal')
const detail = lazyComponent(() => import('./CustomerDetailPage'), 'CustomerDetailPage')
const edit = lazyComponent(() => import('./EditCustomerModal'), 'EditCustomerModal')
const alignment = lazyComponent(() => import('./AlignmentPage'), 'AlignmentPage')

// Each page's first data, fetched while its code loads.
const prefetchCustomers = prefetchOnRoute(() => import('./CustomersIndexPage'), 'prefetchCustomers')
const prefetchCustomer = prefetchOnRoute(() => import('./CustomerDetailPage'), 'prefetchCustomer')

/**
 * Customer screens, each loaded with its route. `customerChildren` are nested under
 * /customers/:identity and render over the customer page (the campaigns feature's New Campaign
 * modal at campaigns/new).
 */
export function customerRoutes(customerChildren: RouteObject[] = []): RouteObject[] {
  return [
    { path: '/customers', lazy: index, loader: prefetchCustomers, children: [{ path: 'new', lazy: create }] },
    { path: '/customers/:identity', lazy: detail, loader: prefetchCustomer, children: [{ path: 'edit', lazy: edit }, ...customerChildren] },
    { path: '/customers/:identity/alignment', lazy: alignment },
  ]
}
