// Reading a reprice csv without zod, so the reprice dialog opens without the schemas; the server's
// check of repricePins is reprice.schema.ts.
import { IDENTITY_PATTERN } from '../common/identity'
import { INT4_MAX } from '../common/int4'

export const INVALID_CSV_CONTENTS = 'Invalid csv contents'
export const ERROR_PROCESSING_CSV = 'Error processing .csv file'
export const NON_INTEGER_VALUES = 'Non Integer Values'
export const INVALID_ORG_PLACE_IDENTITIES = 'Invalid Organization Place Identities'
export const PAYOUT_RANGE_MIN = 200
export const PAYOUT_RANGE_MAX = 4999
export const PAYOUT_RANGE_WARNING = `This upload contains pins outside our typical payout range of ${PAYOUT_RANGE_MIN} - ${PAYOUT_RANGE_MAX}.`
export const REPRICE_SERVER_ERROR = 'Unable to process file due to a server error please try again in a few minutes.'

/** The largest price the data can hold (a 32-bit integer column); larger ones are not valid prices. */
export const MAX_PIN_PRICE = INT4_MAX

export interface RepriceRow {
  orgPlaceIdentity: string
  price: number
}

export interface RepriceScan {
  /** Rows whose identity and price are both well formed, ready for repricePins. */
  rows: RepriceRow[]
  /** Every non-blank line read. */
  lineCount: number
  /** First values that are not 12 uppercase letters or digits. */
  invalidIdentityCount: number
  /** Second values that are not positive integers ('Non Integer Values'). */
  nonIntegerCount: number
  /** Valid prices outside 200 - 4999: allowed, but warned about. */
  outOfRangeCount: number
  /** File-level errors ('Invalid csv contents'); any error disables Reprice. */
  errors: string[]
  warnings: string[]
  /** Identities the server did not recognise, given the ones it did. */
  unknownIdentityCount(knownIdentities: Iterable<string>): number
  /** The Reprice button: scanned, every row valid, every identity known. */
  canReprice(knownIdentities: Iterable<string>): boolean
}

const isSpace = (code: number) => code <= 32 || code === 160
function cellText(cell: unknown): string {
  const text = typeof cell === 'string' ? cell : String(cell ?? '')
  // Most cells need no trimming: skip the copy.
  return text.length > 0 && !isSpace(text.charCodeAt(0)) && !isSpace(text.charCodeAt(text.length - 1)) ? text : text.trim()
}
const isBlankLine = (line: readonly unknown[]) => line.every((cell) => cellText(cell) === '')

/** A positive whole number written with digits only, or NaN. A loop, not a regex: it runs per line. */
function positiveInteger(text: string): number {
  if (text.length === 0 || text.length > 10) return NaN
  let value = 0
  for (let i = 0; i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48
    if (digit < 0 || digit > 9) return NaN
    value = value * 10 + digit
  }
  return value > 0 && value <= MAX_PIN_PRICE ? value : NaN
}

/**
 * Check the parsed csv (the caller parses, e.g. with papaparse). Each line must
 * hold exactly 2 values, else the whole file is 'Invalid csv contents', as is
 * a file with no lines. Blank lines (a trailing newline) are skipped. Values
 * are trimmed. No header line is expected: one would count as invalid.
 * One pass over the lines: it runs on files of tens of thousands of lines.
 */
export function scanRepriceCsv(lines: readonly (readonly string[])[]): RepriceScan {
  const rows: RepriceRow[] = []
  let lineCount = 0
  let structureValid = true
  let invalidIdentityCount = 0
  let nonIntegerCount = 0
  let outOfRangeCount = 0

  for (const line of lines) {
    if (line.length !== 2) {
      if (isBlankLine(line)) continue
      structureValid = false
      break
    }
    const identity = cellText(line[0])
    const priceText = cellText(line[1])
    if (identity === '' && priceText === '') continue
    lineCount += 1
    const identityValid = IDENTITY_PATTERN.test(identity)
    const price = positiveInteger(priceText)
    const priceValid = !Number.isNaN(price)
    if (!identityValid) invalidIdentityCount += 1
    if (!priceValid) nonIntegerCount += 1
    else if (price < PAYOUT_RANGE_MIN || price > PAYOUT_RANGE_MAX) outOfRangeCount += 1
    if (identityValid && priceValid) rows.push({ orgPlaceIdentity: identity, price })
  }
  structureValid &&= lineCount > 0
  if (!structureValid) {
    rows.length = 0
    invalidIdentityCount = nonIntegerCount = outOfRangeCount = 0
  }

  const errors = structureValid ? [] : [INVALID_CSV_CONTENTS]
  const warnings = outOfRangeCount > 0 ? [PAYOUT_RANGE_WARNING] : []
  const unknownIdentityCount = (knownIdentities: Iterable<string>) => {
    const known = knownIdentities instanceof Set ? (knownIdentities as Set<string>) : new Set(knownIdentities)
    return rows.filter((row) => !known.has(row.orgPlaceIdentity)).length
  }
  return {
    rows,
    lineCount: structureValid ? lineCount : 0,
    invalidIdentityCount,
    nonIntegerCount,
    outOfRangeCount,
    errors,
    warnings,
    unknownIdentityCount,
    canReprice: (knownIdentities) =>
      errors.length === 0 && invalidIdentityCount === 0 && nonIntegerCount === 0 && rows.length > 0 && unknownIdentityCount(knownIdentities) === 0,
  }
}

/** One reprice call; a mission has at most a few tens of thousands of pins. */
export const MAX_REPRICE_ROWS = 50_000

export interface RepriceResult {
  success: number
  total: number
  failure: number
}

/** A failed call counts as zero everywhere (000 §7). */
export const repriceOutcome = (result: Partial<RepriceResult> | null | undefined): RepriceResult => ({
  success: result?.success ?? 0,
  total: result?.total ?? 0,
  failure: result?.failure ?? 0,
})

/** The error dialog shows on any failure, or when nothing succeeded (which covers a failed call). */
export const repriceSucceeded = (result: RepriceResult): boolean => result.failure === 0 && result.success > 0
