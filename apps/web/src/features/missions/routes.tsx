import type { RouteObject } from 'react-router'
import { Navigate, useParams } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import { prefetchOnRoute } from '../../shared/routing/route-data'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

// Each screen and modal loads with its route: papaparse comes with the reprice modal only.
const detail = lazyComponent(() => import('./MissionDetailPage'), 'MissionDetailPage')
const edit = lazyComponent(() => import('./EditMissionModal'), 'EditMissionModal')
const anywhere = lazyComponent(() => import('./AnywhereMissionModal'), 'AnywhereMissionModal')
const brief = lazyComponent(() => import('./BriefModal'), 'BriefModal')
const linkForm = lazyComponent(() => import('./LinkFormModal'), 'LinkFormModal')
const capPeriods = lazyComponent(() => import('./CapPeriodsModal'), 'CapPeriodsModal')
const reprice = lazyComponent(() => import('./reprice/RepriceRoute'), 'RepriceRoute')
const extend = lazyComponent(() => import('./ExtendMissionModal'), 'ExtendMissionModal')
const addMission = lazyComponent(() => import('./AddMissionModal'), 'AddMissionModal')

/** The old path /customers/{c}/campaigns/{k}/missions/{identity} is still accepted. */
function OldMissionPathRedirect() {
  const { identity = '' } = useParams()
  return <Navigate to={pathTo(paths.mission, identity)} replace />
}

/** The mission page and its modals (each a child route), plus the old mission path. */
export const missionRoutes: RouteObject[] = [
  {
    path: paths.mission,
    lazy: detail,
    loader: prefetchOnRoute(() => import('./MissionDetailPage'), 'prefetchMission'),
    children: [
      { path: paths.editMission, lazy: edit },
      { path: paths.editAnywhereMission, lazy: anywhere },
      { path: paths.missionBrief, lazy: brief },
      { path: paths.editLinkForm, lazy: linkForm },
      { path: paths.capPeriods, lazy: capPeriods },
      { path: paths.reprice, lazy: reprice },
      { path: paths.extendMission, lazy: extend },
    ],
  },
  { path: paths.oldMission, element: <OldMissionPathRedirect /> },
]

/** Add Mission over the campaign page; the app nests it under that page. */
export const addMissionRoute: RouteObject = { path: paths.newMission, lazy: addMission }
