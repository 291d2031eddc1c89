import type { ZodType } from 'zod'
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
