import type { ZodType } from 'zod'
import { identitySchema, int4Id } from '@mc/domain'
import { badRequest, validationError } from './errors'

/** Parses untrusted input with a domain schema; a failure becomes a 400 naming each field. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  if (input === undefined || input === null) throw badRequest('A request body is required.', { _: ['A request body is required.'] })
  const result = schema.safeParse(input)
  if (!result.success) throw validationError(result.error)
  return result.data
}

/** REST bodies arrive wrapped (`{ customer: {...} }`); the wrapper key is part of the contract. */
export function unwrap(body: unknown, key: string): unknown {
  if (!body || typeof body !== 'object' || !(key in body)) {
    throw badRequest(`The body must be an object with a "${key}" field.`, { [key]: ['This field is required.'] })
  }
  return (body as Record<string, unknown>)[key]
}

function parseField<T>(schema: ZodType<T>, value: unknown, field: string): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))]
  throw badRequest(`${field}: ${messages.join(' ')}`, { [field]: messages })
}

/**
 * An identity from a path parameter or an argument, through the domain's one identity schema:
 * a malformed one (wrong length, lower case, anything but letters and digits) is a 400 naming
 * `field`, before any lookup.
 */
export function parseIdentity(value: unknown, field = 'identity'): string {
  return parseField(identitySchema, value, field)
}

/** A numeric id from a path parameter or an ID argument (text): 1 to 2147483647, else a 400 naming `field`. */
export function parseIntId(value: unknown, field = 'id'): number {
  return parseField(int4Id({ fromText: true }), value, field)
}
