import { z } from 'zod'
import { isWireDate } from './dates'
import { INVALID_DATE, MUST_BE_TEXT, REQUIRED } from './messages'

/** A required calendar date field: 'YYYY-MM-DD', a real date. */
export const wireDateSchema = z
  .string({ error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_TEXT) })
  .trim()
  .min(1, REQUIRED)
  .refine((value) => value === '' || isWireDate(value), INVALID_DATE)
