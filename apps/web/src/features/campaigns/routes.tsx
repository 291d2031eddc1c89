import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import { prefetchOnRoute } from '../../shared/routing/route-data'

const detail = lazyComponent(() => import('./CampaignDetailPage'), 'CampaignDetailPage')
const edit = lazyComponent(() => import('./CampaignModals'), 'EditCampaignModal')
const create = lazyComponent(() => import('./CampaignModals'), 'NewCampaignModal')

/**
 * /campaigns/:identity with its Edit Campaign modal, each loaded with its route. `campaignChildren`
 * are nested under it too (the missions feature's Add Mission modal at missions/new).
 */
export function campaignRoutes(campaignChildren: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: '/campaigns/:identity',
      lazy: detail,
      loader: prefetchOnRoute(() => import('./CampaignDetailPage'), 'prefetchCampaign'),
      children: [{ path: 'edit', lazy: edit }, ...campaignChildren],
    },
  ]
}

/** The New Campaign modal, nested by the app under /customers/:identity. */
export const newCampaignRoute: RouteObject = { path: 'campaigns/new', lazy: create }
