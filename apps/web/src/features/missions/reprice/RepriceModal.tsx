import { Empty } from 'antd'
import { RouteModal } from '../../../shared/components/RouteModal'
import type { MissionDetails } from '../api/mission-details'

/** Placeholder until part B of issue 4 replaces this file. */
export function RepriceModal({ mission }: { mission: MissionDetails }) {
  return (
    <RouteModal title="Reprice Pins" footer={null}>
      <Empty description={`Repricing the pins of ${mission.name} is not available yet`} />
    </RouteModal>
  )
}
