import type { RouteObject } from 'react-router'

/** Store list screens (spec 001 §2), loaded on demand: the upload page carries the spreadsheet worker. */
export const storeListRoutes: RouteObject[] = [
  { path: '/campaigns/:identity/store-lists', lazy: async () => ({ Component: (await import('./CampaignStoreListsPage')).CampaignStoreListsPage }) },
  { path: '/campaigns/:identity/store-lists/new', lazy: async () => ({ Component: (await import('./UploadStoreListPage')).UploadStoreListPage }) },
  { path: '/store-lists/:identity', lazy: async () => ({ Component: (await import('./StoreListReportPage')).StoreListReportPage }) },
]
