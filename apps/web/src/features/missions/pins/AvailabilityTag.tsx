import { Tooltip } from 'antd'
import { ColorTag } from '../../../shared/components/ColorTag'
import { PIN_AVAILABILITY_COLORS, pinAvailability } from '@mc/domain'
import type { MissionPin } from './api/mission-pins'

/** 'Capped' (with when it frees up), 'Currently Unavailable', 'Available Now' or 'Not Available'. */
export function AvailabilityTag({ pin }: { pin: MissionPin }) {
  const { label, tooltip } = pinAvailability(pin)
  const tag = (
    <ColorTag color={PIN_AVAILABILITY_COLORS[label]} style={{ marginInlineEnd: 0 }}>
      {label}
    </ColorTag>
  )
  return tooltip ? <Tooltip title={tooltip}>{tag}</Tooltip> : tag
}
