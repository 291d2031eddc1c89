import { z } from 'zod'
import { addFieldIssues, checkDateRange, RUN_WITH_FIELD_ERRORS } from '../common/date-range'
import type { WireDate } from '../common/dates'
import { wireDateSchema } from '../common/dates.schema'
import { identitySchema } from '../common/identity.schema'
import { requiredNumber } from '../common/numbers'
import { COVERAGE_RADIUS_MIN_MILES, COVERAGE_RADIUS_MAX_MILES, coverageDateBounds } from './coverage-request.fields'

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
