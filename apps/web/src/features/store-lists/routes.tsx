import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'

/** Store list screens (spec 001 §2), loaded on demand: the upload page carries the spreadsheet worker. */
export const storeListRoutes: RouteObject[] = [
  { path: '/campaigns/:identity/store-lists', lazy: lazyComponent(() => import('./CampaignStoreListsPage'), 'CampaignStoreListsPage') },
  { path: '/campaigns/:identity/store-lists/new', lazy: lazyComponent(() => import('./UploadStoreListPage'), 'UploadStoreListPage') },
  { path: '/store-lists/:identity', lazy: lazyComponent(() => import('./StoreListReportPage'), 'StoreListReportPage') },
]
