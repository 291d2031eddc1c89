import { z } from 'zod'
import { exactLength, lengthBetween, MUST_BE_TEXT, REQUIRED, tooLong } from './messages'

/**
 * zod helpers that produce the generic form messages. Input is trimmed so a
 * value of only spaces counts as missing, on the form and on the server alike.
 * A blank value gets only 'This field is required.': later checks skip ''.
 * (Not with zod's abort flag: an aborting issue would also stop the
 * object-level rules, such as date order, from reporting.)
 */

/** A missing value on a required field reads as 'This field is required.', anything else that is not text as 'Must be text'. */
export const requiredTextType = () => z.string({ error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_TEXT) })

// For optional fields null is not "missing" (undefined is), so it is a type error.
const optionalTextType = () => z.string({ error: MUST_BE_TEXT })

export interface TextOptions {
  /** Passwords keep their spaces. */
  trim?: boolean
}

export function requiredText(max: number, { trim = true }: TextOptions = {}) {
  const base = trim ? requiredTextType().trim() : requiredTextType()
  return base.min(1, REQUIRED).max(max, tooLong(max))
}

export function optionalText(max: number) {
  return optionalTextType().trim().max(max, tooLong(max)).optional()
}

/** Required text with a length range: one message for both bounds, as the spec's forms read. */
export function textBetween(min: number, max: number) {
  const message = min === max ? exactLength(min) : lengthBetween(min, max)
  return requiredTextType()
    .trim()
    .min(1, REQUIRED)
    .refine((value) => value === '' || (value.length >= min && value.length <= max), message)
}

/** Optional text with a length range: empty is fine, anything else must fit the range. */
export function optionalTextBetween(min: number, max: number) {
  const message = min === max ? exactLength(min) : lengthBetween(min, max)
  return optionalTextType()
    .trim()
    .refine((value) => value === '' || (value.length >= min && value.length <= max), message)
    .optional()
}
