import { z } from 'zod'
import { INVALID_IDENTITY, MUST_BE_TEXT, REQUIRED } from './messages'

/** Identities (org places, missions, campaigns, customers) are 12 uppercase letters or digits. */
export const IDENTITY_LENGTH = 12
export const IDENTITY_PATTERN = /^[A-Z0-9]{12}$/

export const isIdentity = (value: unknown): value is string => typeof value === 'string' && IDENTITY_PATTERN.test(value)

/**
 * The one schema for an identity a client sends (a body field, a path parameter, a GraphQL
 * argument): its pattern is also its length limit, so nothing longer than 12 characters passes.
 */
export const identitySchema = z
  .string({ error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_TEXT) })
  .trim()
  .min(1, REQUIRED)
  .refine((value) => value === '' || IDENTITY_PATTERN.test(value), INVALID_IDENTITY)

export type Identity = z.infer<typeof identitySchema>
