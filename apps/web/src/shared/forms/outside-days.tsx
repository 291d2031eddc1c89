import type { ReactNode } from 'react'
import type { Dayjs } from 'dayjs'
import { WIRE_DATE_FORMAT } from '@mc/domain'

/**
 * A date picker's cellRender that shows the days a rule refuses faded, yet still choosable. The
 * pickers never disable days: a disabled day typed into the box is dropped without a word, and the
 * field then claims it is required. Chosen or typed, a refused day reaches the field's rule, whose
 * message says why (outside the campaign, overlapping a cap period).
 */
export function fadeRefusedDays(isRefused: (wireDate: string) => boolean) {
  return (current: Dayjs | string | number, info: { type: string; originNode: ReactNode }): ReactNode => {
    if (info.type !== 'date' || typeof current !== 'object' || !isRefused(current.format(WIRE_DATE_FORMAT))) return info.originNode
    return <div style={{ opacity: 0.35 }}>{info.originNode}</div>
  }
}
