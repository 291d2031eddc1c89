import { Empty } from 'antd'
import type { MissionDetails } from '../api/mission-details'

/** Placeholder until part B of issue 4 replaces this file. */
export function PinsTab({ mission }: { mission: MissionDetails }) {
  return <Empty description={`Pins of ${mission.name} are not available yet`} />
}
