import { z } from 'zod'
import { IDENTITY_PATTERN } from './identity'
import { INVALID_IDENTITY, MUST_BE_TEXT, REQUIRED } from './messages'

/**
 * The one schema for an identity a client sends (a body field, a path parameter, a GraphQL
 * argument): its pattern is also its length limit, so nothing longer than 12 characters passes.
 */
export const identitySchema = z
  .string({ error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_TEXT) })
  .trim()
  .min(1, REQUIRED)
  .refine((value) => value === '' || IDENTITY_PATTERN.test(value), INVALID_IDENTITY)
