import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'

/** The store search screens of the Store Search card (spec 000 §2; contents ours, see docs/domain/store-lists.md). */
export const storeSearchRoutes: RouteObject[] = [
  { path: '/store_match/new', lazy: lazyComponent(() => import('./StoreMatchPage'), 'StoreMatchPage') },
  { path: '/store_select', lazy: lazyComponent(() => import('./StoreSelectPage'), 'StoreSelectPage') },
]
