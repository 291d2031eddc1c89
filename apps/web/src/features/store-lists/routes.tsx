import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import * as paths from '../../shared/routing/paths'

/** Store list screens (spec 001 §2), loaded on demand: the upload page carries the spreadsheet worker. */
export const storeListRoutes: RouteObject[] = [
  { path: paths.campaignStoreLists, lazy: lazyComponent(() => import('./CampaignStoreListsPage'), 'CampaignStoreListsPage') },
  { path: paths.newStoreList, lazy: lazyComponent(() => import('./UploadStoreListPage'), 'UploadStoreListPage') },
  { path: paths.storeList, lazy: lazyComponent(() => import('./StoreListReportPage'), 'StoreListReportPage') },
]
