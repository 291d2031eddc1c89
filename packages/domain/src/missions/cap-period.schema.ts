import { z } from 'zod'
import { addFieldIssues, checkDateRange, dateBoundError, RUN_WITH_FIELD_ERRORS } from '../common/date-range'
import type { WireDate } from '../common/dates'
import { wireDateSchema } from '../common/dates.schema'
import { toFieldErrors } from '../common/field-errors'
import { requiredText } from '../common/strings'
import {
  CAP_PERIOD_ENDED_LOCKED,
  CAP_PERIOD_NAME_MAX,
  CAP_PERIOD_START_LOCKED,
  earliestCapPeriodDate,
  hasPeriodEnded,
  hasPeriodStarted,
  overlapsCapPeriod,
  periodContains,
  type CapPeriodDates,
  type CapPeriodErrors,
  type ExistingCapPeriod,
} from './cap-period.rules'

/** The title and the date range are required (000 §5). */
export const capPeriodFormSchema = z
  .object({
    name: requiredText(CAP_PERIOD_NAME_MAX),
    startDate: wireDateSchema,
    endDate: wireDateSchema,
  })
  .superRefine((value, ctx) => addFieldIssues(ctx, { ...checkDateRange(value) }), RUN_WITH_FIELD_ERRORS)

export type CapPeriodForm = z.output<typeof capPeriodFormSchema>

export interface CapPeriodCheck {
  /** The submitted values; in edit mode `id` names the period being edited. */
  period: { id?: string | number; name?: unknown; startDate?: unknown; endDate?: unknown }
  /** All periods the mission has now (the one being edited included). */
  existing: readonly ExistingCapPeriod[]
  mode: 'create' | 'edit'
  today: WireDate
}

function overlapErrors(range: CapPeriodDates, others: readonly ExistingCapPeriod[]): CapPeriodErrors {
  const errors: CapPeriodErrors = {}
  for (const other of others) {
    if (!errors.startDate && periodContains(other, range.startDate)) errors.startDate = overlapsCapPeriod(other.name)
    if (!errors.endDate && periodContains(other, range.endDate)) errors.endDate = overlapsCapPeriod(other.name)
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
