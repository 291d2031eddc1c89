import { Card, Tabs } from 'antd'
import { useUrlState } from '../../../shared/hooks/use-url-state'
import type { MissionDetails } from '../api/mission-details'
import { GroupsTab } from '../groups/GroupsTab'
import { MapTab } from '../map/MapTab'
import { PinsTab } from '../pins/PinsTab'
import { BriefTab } from './BriefTab'
import { HistoryTab } from './HistoryTab'

/** Groups, Pins, Map, Brief and History; the open tab is kept in the URL. */
export function MissionTabs({ mission, editable }: { mission: MissionDetails; editable: boolean }) {
  const [{ tab }, setState] = useUrlState({ tab: 'groups' })
  return (
    <Card size="small">
      <Tabs
        activeKey={tab}
        onChange={(key) => setState({ tab: key })}
        destroyOnHidden
        items={[
          { key: 'groups', label: 'Groups', children: <GroupsTab mission={mission} /> },
          { key: 'pins', label: 'Pins', children: <PinsTab mission={mission} /> },
          { key: 'map', label: 'Map', children: <MapTab mission={mission} /> },
          { key: 'brief', label: 'Brief', children: <BriefTab mission={mission} editable={editable} /> },
          { key: 'history', label: 'History', children: <HistoryTab identity={mission.identity} /> },
        ]}
      />
    </Card>
  )
}
