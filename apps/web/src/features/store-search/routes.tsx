import type { RouteObject } from 'react-router'

/** The store search screens of the Store Search card (spec 000 §2; contents ours, see docs/domain/store-lists.md). */
export const storeSearchRoutes: RouteObject[] = [
  { path: '/store_match/new', lazy: async () => ({ Component: (await import('./StoreMatchPage')).StoreMatchPage }) },
  { path: '/store_select', lazy: async () => ({ Component: (await import('./StoreSelectPage')).StoreSelectPage }) },
]
