// The code of each tab of the mission page, fetched when the tab first shows, when it is pointed
// at, or (the tab in the URL) by the route while the page's own code loads. Only loaders here, so
// the routes (in the entry) can import them without the tabs' code.
import { lazyReady } from '../../../shared/routing/lazy-ready'

export const loadGroupsTab = () => import('../groups/GroupsTab')
export const loadPinsTab = () => import('../pins/PinsTab')
/** The Map tab's code, drawn at once when the route has already fetched it (lazy-ready.tsx). */
export const mapTabCode = lazyReady(() => import('../map/PinsMap'), 'default')
export const loadMapTab = mapTabCode.load
export const loadBriefTab = () => import('./BriefTab')
export const loadHistoryTab = () => import('./HistoryTab')

/** The tab the page opens on when the URL names none. */
export const DEFAULT_MISSION_TAB = 'groups'

/** Each tab's code by its key in the URL (`?tab=`). */
export const MISSION_TAB_CODE: Record<string, () => Promise<unknown>> = {
  groups: loadGroupsTab,
  pins: loadPinsTab,
  map: loadMapTab,
  brief: loadBriefTab,
  history: loadHistoryTab,
}
