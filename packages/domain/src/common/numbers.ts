import { z } from 'zod'
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

export function requiredNumber({ min, max, integer = false, minMessage, maxMessage }: NumberBounds = {}) {
  let schema = z.number({ error: (issue) => (isBlank(issue.input) ? REQUIRED : MUST_BE_NUMBER) })
  if (integer) schema = schema.int(MUST_BE_WHOLE_NUMBER)
  if (min !== undefined) schema = schema.min(min, minMessage ?? numberAtLeast(min))
  if (max !== undefined) schema = schema.max(max, maxMessage ?? numberAtMost(max))
  return schema
}
