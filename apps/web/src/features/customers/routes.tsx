import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import { prefetchOnRoute } from '../../shared/routing/route-data'
import * as paths from '../../shared/routing/paths'

const index = lazyComponent(() => import('./CustomersIndexPage'), 'CustomersIndexPage')
const create = lazyComponent(() => import('./components/CustomerFormModal'), 'CustomerFormModal')
const detail = lazyComponent(() => import('./CustomerDetailPage'), 'CustomerDetailPage')
const edit = lazyComponent(() => import('./EditCustomerModal'), 'EditCustomerModal')
const alignment = lazyComponent(() => import('./AlignmentPage'), 'AlignmentPage')

// Each page's first data, fetched while its code loads.
const prefetchCustomers = prefetchOnRoute(() => import('./CustomersIndexPage'), 'prefetchCustomers')
const prefetchCustomer = prefetchOnRoute(() => import('./CustomerDetailPage'), 'prefetchCustomer')

/**
 * Customer screens, each loaded with its route. `customerChildren` are nested under the customer
 * page (`:identity`) and render over it (the campaigns feature's New Campaign modal).
 */
export function customerRoutes(customerChildren: RouteObject[] = []): RouteObject[] {
  return [
    { path: paths.customers, lazy: index, loader: prefetchCustomers, children: [{ path: paths.newCustomer, lazy: create }] },
    {
      path: paths.customer,
      lazy: detail,
      loader: prefetchCustomer,
      children: [{ path: paths.editCustomer, lazy: edit }, ...customerChildren],
    },
    { path: paths.customerAlignment, lazy: alignment },
  ]
}
