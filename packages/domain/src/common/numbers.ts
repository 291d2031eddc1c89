import { z } from 'zod'
import { INT4_MAX, INT4_MIN } from './int4'
import { MUST_BE_NUMBER, MUST_BE_WHOLE_NUMBER, numberAtLeast, numberAtMost, REQUIRED } from './messages'

/**
 * Numbers arrive as numbers (JSON bodies, numeric form inputs). An empty
 * input (undefined, null or '') means the field was left blank.
 */
const isBlank = (input: unknown) => input == null || input === ''

export interface NumberBounds {
  min?: number
  max?: number
  integer?: boolean
  minMessage?: string
  maxMessage?: string
}

/** The int4 column bounds (int4.ts), read here by the schemas below. */
export { INT4_MAX, INT4_MIN }

/** A whole number without bounds of its own still has to fit the integer column it is stored in. */
export function requiredNumber({ min, max, integer = false, minMessage, maxMessage }: NumberBounds = {}) {
  let schema = z.number({ error: (issue) => (isBlank(issue.input) ? REQUIRED : MUST_BE_NUMBER) })
  if (integer) schema = schema.int(MUST_BE_WHOLE_NUMBER)
  const lower = min ?? (integer ? INT4_MIN : undefined)
  const upper = max ?? (integer ? INT4_MAX : undefined)
  if (lower !== undefined) schema = schema.min(lower, minMessage ?? numberAtLeast(lower))
  if (upper !== undefined) schema = schema.max(upper, maxMessage ?? numberAtMost(upper))
  return schema
}

export interface Int4Options {
  /** Smallest value allowed: 1 for ids (the default), 0 for counts. */
  min?: number
  /** Also read decimal text ('42'), as path parameters, query strings and GraphQL IDs carry numbers. */
  fromText?: boolean
  /** The message for a value below `min` (a choice that cannot exist, say). */
  minMessage?: string
}

const DECIMAL_TEXT = /^\s*[+-]?\d{1,20}\s*$/

/**
 * The one schema for a database id or a count kept in an integer column: a whole number from
 * `min` to INT4_MAX, so 2147483648 is refused with a field message instead of reaching the
 * database. Text is read only when it is plain decimal digits ('1e3', '0x10', ' ' are refused).
 */
export function int4Id({ min = 1, fromText = false, minMessage }: Int4Options = {}) {
  const number = z
    .number({ error: (issue) => (isBlank(issue.input) ? REQUIRED : MUST_BE_WHOLE_NUMBER) })
    .int(MUST_BE_WHOLE_NUMBER)
    .min(min, minMessage ?? numberAtLeast(min))
    .max(INT4_MAX, numberAtMost(INT4_MAX))
  return fromText ? z.preprocess((input) => (typeof input === 'string' && DECIMAL_TEXT.test(input) ? Number(input) : input), number) : number
}

/** A count or cap: 0 to INT4_MAX. */
export const int4Count = (options: Omit<Int4Options, 'min'> = {}) => int4Id({ ...options, min: 0 })
