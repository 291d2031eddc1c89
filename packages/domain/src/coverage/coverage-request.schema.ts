import { z } from 'zod'
import { addFieldIssues, checkDateRange, RUN_WITH_FIELD_ERRORS } from '../common/date-range'
import { addYears, type WireDate } from '../common/dates'
import { wireDateSchema } from '../common/dates.schema'
import { identitySchema } from '../common/identity.schema'
import { requiredNumber } from '../common/numbers'

/** spec 000 §5, §9: the export's date range is not older than 3 years and not in the future. */
export const COVERAGE_MAX_YEARS_BACK = 3
// Ours: below a tenth of a mile nothing but the store itself is found; past 100 miles a pin's
// "neighbourhood" is a whole region and the report stops meaning anything.
export const COVERAGE_RADIUS_MIN_MILES = 0.1
export const COVERAGE_RADIUS_MAX_MILES = 100
export const COVERAGE_DEFAULT_RADIUS_MILES = 10

/** The first and last day a report may cover, seen from `today`. */
export function coverageDateBounds(today: WireDate): { earliest: WireDate; latest: WireDate } {
  return { earliest: addYears(today, -COVERAGE_MAX_YEARS_BACK), latest: today }
}

/**
 * The Generate Report request. Built per call because the date rule depends on today; the
 * console and the server both use it, so the browser shows the message the API would send.
 */
export function coverageRequestSchema(today: WireDate) {
  return z
    .object({
      missionIdentity: identitySchema,
      radiusMiles: requiredNumber({ min: COVERAGE_RADIUS_MIN_MILES, max: COVERAGE_RADIUS_MAX_MILES }),
      startDate: wireDateSchema,
      endDate: wireDateSchema,
    })
    .superRefine((value, ctx) => addFieldIssues(ctx, { ...checkDateRange(value, coverageDateBounds(today)) }), RUN_WITH_FIELD_ERRORS)
}

export type CoverageRequest = z.output<ReturnType<typeof coverageRequestSchema>>
