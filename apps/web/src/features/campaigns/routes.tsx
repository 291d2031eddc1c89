import type { RouteObject } from 'react-router'
import { CampaignDetailPage } from './CampaignDetailPage'
import { EditCampaignModal, NewCampaignModal } from './CampaignModals'

/**
 * /campaigns/:identity with its Edit Campaign modal. `campaignChildren` are nested under it too
 * (the missions feature's Add Mission modal at missions/new).
 */
export function campaignRoutes(campaignChildren: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: '/campaigns/:identity',
      element: <CampaignDetailPage />,
      children: [{ path: 'edit', element: <EditCampaignModal /> }, ...campaignChildren],
    },
  ]
}

/** The New Campaign modal, nested by the app under /customers/:identity. */
export const newCampaignRoute: RouteObject = { path: 'campaigns/new', element: <NewCampaignModal /> }
