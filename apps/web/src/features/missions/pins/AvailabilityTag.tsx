import { Tag, Tooltip } from 'antd'
import { PIN_AVAILABILITY_COLORS, pinAvailability } from '@mc/domain'
import type { MissionPin } from './api/mission-pins'

/** 'Capped' (with when it frees up), 'Currently Unavailable', 'Available Now' or 'Not Available'. */
export function AvailabilityTag({ pin }: { pin: MissionPin }) {
  const { label, tooltip } = pinAvailability(pin)
  const tag = (
    <Tag color={PIN_AVAILABILITY_COLORS[label]} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  )
  return tooltip ? <Tooltip title={tooltip}>{tag}</Tooltip> : tag
}
