// The coverage request's limits and date bounds, without zod: the page's form shows them without
// loading the schemas (coverage-request.schema.ts).
import { addYears, type WireDate } from '../common/dates'

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
