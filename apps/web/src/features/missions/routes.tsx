import type { RouteObject } from 'react-router'
import { Navigate, useParams } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import { prefetchOnRoute } from '../../shared/routing/route-data'

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
  return <Navigate to={`/missions/${identity}`} replace />
}

/** /missions/:identity and its modals (each a child route), plus the old mission path. */
export const missionRoutes: RouteObject[] = [
  {
    path: '/missions/:identity',
    lazy: detail,
    loader: prefetchOnRoute(() => import('./MissionDetailPage'), 'prefetchMission'),
    children: [
      { path: 'edit', lazy: edit },
      { path: 'anywhere_mission/edit', lazy: anywhere },
      { path: 'brief', lazy: brief },
      { path: 'form/edit', lazy: linkForm },
      { path: 'cap_periods', lazy: capPeriods },
      { path: 'reprice', lazy: reprice },
      { path: 'extend', lazy: extend },
    ],
  },
  { path: '/customers/:customerIdentity/campaigns/:campaignIdentity/missions/:identity', element: <OldMissionPathRedirect /> },
]

/** Add Mission over the campaign page; the app nests it under /campaigns/:identity. */
export const addMissionRoute: RouteObject = { path: 'missions/new', lazy: addMission }
