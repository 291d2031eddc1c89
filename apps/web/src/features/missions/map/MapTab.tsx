import { Suspense } from 'react'
import { Skeleton } from 'antd'
import type { MissionDetails } from '../api/mission-details'

import { mapTabCode } from '../components/mission-tab-code'

// Leaflet loads only when the Map tab opens (or the route opens on it: then with the page's code).
const PinsMap = mapTabCode.Component

/** The Map tab: every pin of the mission, coloured by availability. */
export function MapTab({ mission }: { mission: Pick<MissionDetails, 'identity'> }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <PinsMap missionIdentity={mission.identity} />
    </Suspense>
  )
}
