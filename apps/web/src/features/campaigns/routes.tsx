import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import { prefetchOnRoute } from '../../shared/routing/route-data'
import * as paths from '../../shared/routing/paths'

const detail = lazyComponent(() => import('./CampaignDetailPage'), 'CampaignDetailPage')
const edit = lazyComponent(() => import('./CampaignModals'), 'EditCampaignModal')
const create = lazyComponent(() => import('./CampaignModals'), 'NewCampaignModal')

/**
 * The campaign page with its Edit Campaign modal, each loaded with its route. `campaignChildren`
 * are nested under it too (the missions feature's Add Mission modal).
 */
export function campaignRoutes(campaignChildren: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: paths.campaign,
      lazy: detail,
      loader: prefetchOnRoute(() => import('./CampaignDetailPage'), 'prefetchCampaign'),
      children: [{ path: paths.editCampaign, lazy: edit }, ...campaignChildren],
    },
  ]
}

/** The New Campaign modal, nested by the app under the customer page. */
export const newCampaignRoute: RouteObject = { path: paths.newCampaign, lazy: create }
