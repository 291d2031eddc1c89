import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import * as paths from '../../shared/routing/paths'

/** The store search screens of the Store Search card (spec 000 §2; contents ours, see docs/domain/store-lists.md). */
export const storeSearchRoutes: RouteObject[] = [
  { path: paths.storeMatch, lazy: lazyComponent(() => import('./StoreMatchPage'), 'StoreMatchPage') },
  { path: paths.storeSelect, lazy: lazyComponent(() => import('./StoreSelectPage'), 'StoreSelectPage') },
]
