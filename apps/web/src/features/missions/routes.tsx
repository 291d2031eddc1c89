import type { RouteObject } from 'react-router'
import { AddMissionModal } from './AddMissionModal'
import { AnywhereMissionModal } from './AnywhereMissionModal'
import { BriefModal } from './BriefModal'
import { CapPeriodsModal } from './CapPeriodsModal'
import { EditMissionModal } from './EditMissionModal'
import { ExtendMissionModal } from './ExtendMissionModal'
import { LinkFormModal } from './LinkFormModal'
import { MissionDetailPage, OldMissionPathRedirect } from './MissionDetailPage'
import { useOutletMission } from './mission-outlet'
import { RepriceModal } from './reprice/RepriceModal'

function RepriceRoute() {
  return <RepriceModal mission={useOutletMission()} />
}

/** /missions/:identity and its modals (each a child route), plus the old mission path. */
export const missionRoutes: RouteObject[] = [
  {
    path: '/missions/:identity',
    element: <MissionDetailPage />,
    children: [
      { path: 'edit', element: <EditMissionModal /> },
      { path: 'anywhere_mission/edit', element: <AnywhereMissionModal /> },
      { path: 'brief', element: <BriefModal /> },
      { path: 'form/edit', element: <LinkFormModal /> },
      { path: 'cap_periods', element: <CapPeriodsModal /> },
      { path: 'reprice', element: <RepriceRoute /> },
      { path: 'extend', element: <ExtendMissionModal /> },
    ],
  },
  { path: '/customers/:customerIdentity/campaigns/:campaignIdentity/missions/:identity', element: <OldMissionPathRedirect /> },
]

/** Add Mission over the campaign page; the app nests it under /campaigns/:identity. */
export const addMissionRoute: RouteObject = { path: 'missions/new', element: <AddMissionModal /> }
