import { z } from 'zod'
import { addFieldIssues, checkDateRange, dateBoundError, RUN_WITH_FIELD_ERRORS } from '../common/date-range'
import { addDays, eodLabel, wireDateSchema } from '../common/dates'
import type { WireDate } from '../common/dates'
import { toFieldErrors } from '../common/field-errors'
import { requiredText } from '../common/strings'

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

/** The title and the date range are required (000 §5). */
export const capPeriodFormSchema = z
  .object({
    name: requiredText(CAP_PERIOD_NAME_MAX),
    startDate: wireDateSchema,
    endDate: wireDateSchema,
  })
  .superRefine((value, ctx) => addFieldIssues(ctx, { ...checkDateRange(value) }), RUN_WITH_FIELD_ERRORS)

export type CapPeriodForm = z.output<typeof capPeriodFormSchema>
export type CapPeriodErrors = Partial<Record<'name' | 'startDate' | 'endDate' | '_form', string>>

export interface CapPeriodCheck {
  /** The submitted values; in edit mode `id` names the period being edited. */
  period: { id?: string | number; name?: unknown; startDate?: unknown; endDate?: unknown }
  /** All periods the mission has now (the one being edited included). */
  existing: readonly ExistingCapPeriod[]
  mode: 'create' | 'edit'
  today: WireDate
}

/** New periods may not reach into the past; edits get one day back so yesterday's slip can be fixed. */
export const earliestCapPeriodDate = (mode: 'create' | 'edit', today: WireDate): WireDate => (mode === 'create' ? today : addDays(today, -1))

const contains = (period: CapPeriodDates, date: WireDate) => period.startDate <= date && date <= period.endDate

function overlapErrors(range: CapPeriodDates, others: readonly ExistingCapPeriod[]): CapPeriodErrors {
  const errors: CapPeriodErrors = {}
  for (const other of others) {
    if (!errors.startDate && contains(other, range.startDate)) errors.startDate = overlapsCapPeriod(other.name)
    if (!errors.endDate && contains(other, range.endDate)) errors.endDate = overlapsCapPeriod(other.name)
    // Neither end inside, yet the new range swallows the other one.
    if (!errors.endDate && range.startDate < other.startDate && range.endDate > other.endDate) {
      errors.endDate = overlapsCapPeriod(other.name)
    }
  }
  return errors
}

/**
 * Every cap period rule in one place, for the modal and for the server:
 * required fields; no date before today (create) or yesterday (edit), checked
 * only for dates that change; a started period keeps its start; an ended
 * period keeps both dates; no overlap with any other period, ranges inclusive.
 * Returns field → message; empty means valid.
 */
export function validateCapPeriod({ period, existing, mode, today }: CapPeriodCheck): CapPeriodErrors {
  const parsed = capPeriodFormSchema.safeParse(period)
  if (!parsed.success) return toFieldErrors(parsed.error) as CapPeriodErrors
  const range = parsed.data
  const original = mode === 'edit' ? existing.find((candidate) => candidate.id === period.id) : undefined
  const errors: CapPeriodErrors = {}

  const startChanged = original?.startDate !== range.startDate
  const endChanged = original?.endDate !== range.endDate
  if (original && hasPeriodEnded(original, today) && (startChanged || endChanged)) {
    if (startChanged) errors.startDate = CAP_PERIOD_ENDED_LOCKED
    if (endChanged) errors.endDate = CAP_PERIOD_ENDED_LOCKED
    return errors
  }
  if (original && hasPeriodStarted(original, today) && startChanged) errors.startDate = CAP_PERIOD_START_LOCKED

  const earliest = earliestCapPeriodDate(mode, today)
  if (!errors.startDate && startChanged) errors.startDate = dateBoundError(range.startDate, { earliest })
  if (endChanged) errors.endDate = dateBoundError(range.endDate, { earliest })

  const others = existing.filter((candidate) => candidate !== original)
  const overlaps = overlapErrors(range, others)
  errors.startDate ??= overlaps.startDate
  errors.endDate ??= overlaps.endDate
  for (const key of ['startDate', 'endDate'] as const) if (errors[key] === undefined) delete errors[key]
  return errors
}

/**
 * `validateCapPeriod` as a schema, for the editor's submit: the title and the range first, then
 * (once they pass) the rules against today and the other periods, each message on its field.
 */
export function capPeriodSchema({ id, existing, mode, today }: Omit<CapPeriodCheck, 'period'> & { id?: string | number }) {
  return capPeriodFormSchema.superRefine((period, ctx) => addFieldIssues(ctx, validateCapPeriod({ period: { ...period, id }, existing, mode, today })), {
    when: (payload) => payload.issues.length === 0,
  })
}

/** The picker's disabled days: too early, or inside another period. */
export function isCapPeriodDateDisabled(
  date: WireDate,
  { mode, today, existing, editingId }: { mode: 'create' | 'edit'; today: WireDate; existing: readonly ExistingCapPeriod[]; editingId?: string | number },
): boolean {
  if (date < earliestCapPeriodDate(mode, today)) return true
  return existing.some((period) => period.id !== editingId && contains(period, date))
}

/** The period ending today or tomorrow, for the 'Cap Period ends ... EOD' banner and chip. */
export const periodEndingSoon = <P extends CapPeriodDates>(periods: readonly P[], today: WireDate): P | undefined =>
  periods.find((period) => eodLabel(period.endDate, today) !== null)

/** The period running today, if any. */
export const currentPeriod = <P extends CapPeriodDates>(periods: readonly P[], today: WireDate): P | undefined =>
  periods.find((period) => periodStatus(period, today) === 'current')

/** CUSTOM cap type with no periods: the mission caps nothing until one is added. */
export const needsCapPeriods = (capPeriodType: string, periods: readonly unknown[]): boolean => capPeriodType === 'CUSTOM' && periods.length === 0
