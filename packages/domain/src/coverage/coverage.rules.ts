/**
 * How well a pin is covered, from the number of distinct bees who worked within the radius
 * during the range (docs/domain/coverage.md). Thresholds are ours: one bee is a single point of
 * failure, three give a mission a fair chance of filling its caps.
 */
export const COVERAGE_LEVELS = ['NONE', 'THIN', 'COVERED'] as const
export type CoverageLevel = (typeof COVERAGE_LEVELS)[number]

export const COVERED_MIN_BEES = 3

export function coverageLevel(activeBees: number): CoverageLevel {
  if (activeBees <= 0) return 'NONE'
  return activeBees < COVERED_MIN_BEES ? 'THIN' : 'COVERED'
}

export const COVERAGE_LEVEL_LABELS: Record<CoverageLevel, string> = {
  NONE: 'No active bees',
  THIN: `1–${COVERED_MIN_BEES - 1} active bees`,
  COVERED: `${COVERED_MIN_BEES}+ active bees`,
}

/** Map colours: red, amber, green, readable on the light offline tiles. */
export const COVERAGE_LEVEL_COLORS: Record<CoverageLevel, string> = {
  NONE: '#e5484d',
  THIN: '#f5a623',
  COVERED: '#30a46c',
}

export const METRES_PER_MILE = 1609.344
export const milesToMetres = (miles: number): number => miles * METRES_PER_MILE

/**
 * Spreadsheet readers run a cell that starts with = + - @ (or a tab / carriage return before
 * one) as a formula. A leading apostrophe makes the cell plain text (OWASP "CSV injection").
 * Numbers are left as numbers: a negative number is data, not a formula.
 */
export function neutraliseCell<T>(value: T): T | string {
  if (typeof value !== 'string') return value
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}
