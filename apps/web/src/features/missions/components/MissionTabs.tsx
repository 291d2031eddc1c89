import { Suspense } from 'react'
import { Card } from 'antd'
import { useUrlState } from '../../../shared/hooks/use-url-state'
import { PageLoading } from '../../../shared/components/PageLoading'
import { PageTabs } from '../../../shared/components/PageTabs'
import { lazyNamed } from '../../../shared/routing/lazy-route'
import type { MissionDetails } from '../api/mission-details'
import { MapTab } from '../map/MapTab'

import {
  DEFAULT_MISSION_TAB,
  loadBriefTab as loadBrief,
  loadGroupsTab as loadGroups,
  loadHistoryTab as loadHistory,
  loadMapTab as loadMap,
  loadPinsTab as loadPins,
} from './mission-tab-code'

// Each tab's code loads when the tab first shows; pointing at a tab fetches it ahead of the click.
const GroupsTab = lazyNamed(loadGroups, 'GroupsTab')
const PinsTab = lazyNamed(loadPins, 'PinsTab')
const BriefTab = lazyNamed(loadBrief, 'BriefTab')
const HistoryTab = lazyNamed(loadHistory, 'HistoryTab')

/** Groups, Pins, Map, Brief and History; the open tab is kept in the URL. */
export function MissionTabs({ mission, editable }: { mission: MissionDetails; editable: boolean }) {
  const [{ tab }, setState] = useUrlState({ tab: DEFAULT_MISSION_TAB })
  const tabs = [
    { key: 'groups', label: 'Groups', preload: loadGroups, children: <GroupsTab mission={mission} /> },
    { key: 'pins', label: 'Pins', preload: loadPins, children: <PinsTab mission={mission} /> },
    // MapTab is light: it loads Leaflet and the map itself.
    { key: 'map', label: 'Map', preload: loadMap, children: <MapTab mission={mission} /> },
    { key: 'brief', label: 'Brief', preload: loadBrief, children: <BriefTab mission={mission} editable={editable} /> },
    { key: 'history', label: 'History', preload: loadHistory, children: <HistoryTab identity={mission.identity} /> },
  ]
  return (
    <Card size="small">
      <PageTabs
        activeKey={tab}
        onChange={(key) => setState({ tab: key })}
        items={tabs.map(({ key, label, preload, children }) => ({
          key,
          label: <span>{label}</span>,
          onIntent: () => void preload().catch(() => undefined),
          children: <Suspense fallback={<PageLoading label={`Loading ${label}…`} />}>{children}</Suspense>,
        }))}
      />
    </Card>
  )
}
