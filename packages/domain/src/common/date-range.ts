import type { z } from 'zod'
import { formatDate, isWireDate } from './dates'
import type { WireDate } from './dates'
import { dateNotAfter, dateNotBefore, END_BEFORE_START } from './messages'

export interface DateBounds {
  /** First allowed day, inclusive. */
  earliest?: WireDate
  /** Last allowed day, inclusive. */
  latest?: WireDate
}

export interface DateRangeErrors {
  startDate?: string
  endDate?: string
}

/** Messages for a date outside its bounds; unreadable dates are left to the field schema. */
export function dateBoundError(date: unknown, { earliest, latest }: DateBounds): string | undefined {
  if (!isWireDate(date)) return undefined
  if (earliest !== undefined && date < earliest) return dateNotBefore(formatDate(earliest))
  if (latest !== undefined && date > latest) return dateNotAfter(formatDate(latest))
  return undefined
}

/** Both ends inside the bounds, and the end not before the start. */
export function checkDateRange(range: { startDate?: unknown; endDate?: unknown }, bounds: DateBounds = {}): DateRangeErrors {
  const errors: DateRangeErrors = {}
  const startError = dateBoundError(range.startDate, bounds)
  const endError = dateBoundError(range.endDate, bounds)
  if (startError) errors.startDate = startError
  if (endError) errors.endDate = endError
  else if (isWireDate(range.startDate) && isWireDate(range.endDate) && range.endDate < range.startDate) {
    errors.endDate = END_BEFORE_START
  }
  return errors
}

export function addFieldIssues(ctx: z.RefinementCtx, errors: Record<string, string | undefined>): void {
  for (const [path, message] of Object.entries(errors)) {
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, path: [path] })
  }
}

/**
 * Object-level rules run even when another field already failed, so the form
 * shows every problem at once; they only need the value to be an object.
 */
export const RUN_WITH_FIELD_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}
