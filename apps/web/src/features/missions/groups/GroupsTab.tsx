import { Empty } from 'antd'
import type { MissionDetails } from '../api/mission-details'

/** Placeholder until part B of issue 4 replaces this file. */
export function GroupsTab({ mission }: { mission: MissionDetails }) {
  return <Empty description={`Deployment groups of ${mission.name} are not available yet`} />
}
