// The cap period rules that need no zod (screens show periods without loading the schemas); the
// form's schema and the checks against the other periods are cap-period.schema.ts.
import { addDays, eodLabel } from '../common/dates'
import type { WireDate } from '../common/dates'

export const CAP_PERIOD_NAME_MAX = 64
export const CAP_PERIOD_START_LOCKED = 'The start date cannot be changed once the period has started'
export const CAP_PERIOD_ENDED_LOCKED = 'The dates cannot be changed once the period has ended'
export const overlapsCapPeriod = (name: string): string => `Overlaps the cap period ${name}`

export interface CapPeriodDates {
  startDate: WireDate
  endDate: WireDate
}

export interface ExistingCapPeriod extends CapPeriodDates {
  id: string | number
  name: string
}

/** A period has started when its start is today or earlier (000 §4). */
export const hasPeriodStarted = (period: CapPeriodDates, today: WireDate): boolean => period.startDate <= today
/** ...and has ended when its end is before today. */
export const hasPeriodEnded = (period: CapPeriodDates, today: WireDate): boolean => period.endDate < today

export type PeriodStatus = 'past' | 'current' | 'future'
export function periodStatus(period: CapPeriodDates, today: WireDate): PeriodStatus {
  if (hasPeriodEnded(period, today)) return 'past'
  return hasPeriodStarted(period, today) ? 'current' : 'future'
}
/** Timeline colours: past green, current blue, future gray. */
export const PERIOD_STATUS_COLORS: Record<PeriodStatus, string> = {
  past: '#52c41a',
  current: '#1677ff',
  future: '#bfbfbf',
}

/** Once a period has started it cannot be deleted (the button is disabled). */
export const canDeletePeriod = (period: CapPeriodDates, today: WireDate): boolean => !hasPeriodStarted(period, today)

export type CapPeriodErrors = Partial<Record<'name' | 'startDate' | 'endDate' | '_form', string>>

/** New periods may not reach into the past; edits get one day back so yesterday's slip can be fixed. */
export const earliestCapPeriodDate = (mode: 'create' | 'edit', today: WireDate): WireDate => (mode === 'create' ? today : addDays(today, -1))

/** Whether the period's range (inclusive) holds the date. */
export const periodContains = (period: CapPeriodDates, date: WireDate) => period.startDate <= date && date <= period.endDate

/** The picker's disabled days: too early, or inside another period. */
export function isCapPeriodDateDisabled(
  date: WireDate,
  { mode, today, existing, editingId }: { mode: 'create' | 'edit'; today: WireDate; existing: readonly ExistingCapPeriod[]; editingId?: string | number },
): boolean {
  if (date < earliestCapPeriodDate(mode, today)) return true
  return existing.some((period) => period.id !== editingId && periodContains(period, date))
}

/** The period ending today or tomorrow, for the 'Cap Period ends ... EOD' banner and chip. */
export const periodEndingSoon = <P extends CapPeriodDates>(periods: readonly P[], today: WireDate): P | undefined =>
  periods.find((period) => eodLabel(period.endDate, today) !== null)

/** The period running today, if any. */
export const currentPeriod = <P extends CapPeriodDates>(periods: readonly P[], today: WireDate): P | undefined =>
  periods.find((period) => periodStatus(period, today) === 'current')

/** CUSTOM cap type with no periods: the mission caps nothing until one is added. */
export const needsCapPeriods = (capPeriodType: string, periods: readonly unknown[]): boolean => capPeriodType === 'CUSTOM' && periods.length === 0
