import type { z } from 'zod'
import { toFieldErrors } from '../common/field-errors'
import type { FieldErrors } from '../common/field-errors'

/** Field → first message, or {} when the input is valid. Test helper. */
export function errorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input)
  return result.success ? {} : toFieldErrors(result.error)
}

export const repeat = (length: number, char = 'a'): string => char.repeat(length)
