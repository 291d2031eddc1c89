import { tooLong } from '@mc/domain'
import type { FastifyInstance } from 'fastify'
import { addFieldError, badRequest, summarise, type FieldErrors } from './errors'

/**
 * The one place untrusted input is checked before any handler or resolver sees it: every string
 * and object key of a REST body, query string and path parameter, and of every GraphQL argument
 * and variable. Whatever passes here is text PostgreSQL can store and a schema can judge; the
 * domain schemas then apply each field's own rules (lengths, formats, ranges).
 *
 * - C0 control characters other than tab, line feed and carriage return, and DEL, are refused
 *   (PostgreSQL cannot store NUL at all; the others are never typed by a person).
 * - Unpaired UTF-16 surrogates are refused: they cannot be encoded as UTF-8, so the database
 *   would silently store U+FFFD instead of what was sent.
 * - No string is longer than MAX_TEXT_LENGTH characters: the longest legitimate text (a mission
 *   brief line, a store-list cell) is far below it. Size is bounded per string, not per request:
 *   a 50,000-row store list is 650,000 short strings and stays within the GraphQL body limit.
 * - No number is infinite (`1e400` in JSON parses to Infinity).
 * - Nesting is at most MAX_NESTING_DEPTH levels (the deepest real input, a store-list row, is 4).
 *
 * Nothing is rewritten: input is refused or passed on as it came, so what is stored is what the
 * client sent and a refusal names the field (`customer.name`, `input.rows.3.city`).
 */
export const MAX_TEXT_LENGTH = 100_000
export const MAX_NESTING_DEPTH = 32
/** A refusal names at most this many fields (a 50,000-row list with a NUL in every row is one story). */
const MAX_REPORTED_FIELDS = 20

export const CONTROL_CHARACTERS = 'Must not contain control characters.'
export const INVALID_UNICODE = 'Must be valid Unicode text.'
export const NOT_FINITE = 'Must be a finite number.'
export const TOO_DEEP = `Must not be nested more than ${MAX_NESTING_DEPTH} levels deep.`
export const TEXT_TOO_LONG = tooLong(MAX_TEXT_LENGTH)

// C0 except \t \n \r, and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** What is wrong with one piece of text, or undefined when it may pass. */
export function textProblem(value: string): string | undefined {
  if (value.length > MAX_TEXT_LENGTH) return TEXT_TOO_LONG
  if (CONTROL.test(value)) return CONTROL_CHARACTERS
  if (LONE_SURROGATE.test(value)) return INVALID_UNICODE
  return undefined
}

/** A key as a field name can show it: control characters spelled out, length capped. */
function printableKey(key: string): string {
  // eslint-disable-next-line no-control-regex
  const shown = key.replace(/[\u0000-\u001F\u007F\uD800-\uDFFF]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return shown.length > 100 ? `${shown.slice(0, 100)}…` : shown
}

const fieldName = (path: readonly (string | number)[], fallback: string) => (path.length ? path.join('.') : fallback)

/**
 * Every problem of a JSON-like value, by field path (`prefix` names the value itself). Walks
 * without recursion, so a hostile nesting depth cannot overflow the stack before it is refused.
 */
export function inputProblems(value: unknown, prefix: readonly (string | number)[] = [], fields: FieldErrors = {}): FieldErrors {
  const stack: { value: unknown; path: readonly (string | number)[]; depth: number }[] = [{ value, path: prefix, depth: 0 }]
  let reported = Object.keys(fields).length
  const report = (path: readonly (string | number)[], message: string) => {
    if (reported >= MAX_REPORTED_FIELDS) return
    const key = fieldName(path, '_')
    if (!Object.hasOwn(fields, key)) reported++
    addFieldError(fields, key, message)
  }
  while (stack.length && reported < MAX_REPORTED_FIELDS) {
    const { value: current, path, depth } = stack.pop()!
    if (typeof current === 'string') {
      const problem = textProblem(current)
      if (problem) report(path, problem)
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) report(path, NOT_FINITE)
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_NESTING_DEPTH) {
        report(path, TOO_DEEP)
        continue
      }
      if (Array.isArray(current)) {
        for (let index = current.length - 1; index >= 0; index--) stack.push({ value: current[index], path: [...path, index], depth: depth + 1 })
      } else {
        const keys = Object.keys(current)
        for (let index = keys.length - 1; index >= 0; index--) {
          const key = keys[index]!
          const keyProblem = textProblem(key)
          const shown = printableKey(key)
          if (keyProblem) report([...path, shown], keyProblem === TEXT_TOO_LONG ? 'Field names must be shorter.' : keyProblem)
          else stack.push({ value: (current as Record<string, unknown>)[key], path: [...path, shown], depth: depth + 1 })
        }
      }
    }
  }
  return fields
}

/** Any character textProblem may refuse: a control character or DEL, or half of a surrogate pair. */
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/

/** textProblem's verdict without its reason, and without the surrogate check on text that has no surrogate. */
const isAcceptableText = (value: string): boolean => value.length <= MAX_TEXT_LENGTH && (!SUSPECT.test(value) || textProblem(value) === undefined)

/**
 * Whether inputProblems would find nothing in `value`, by the same rules, without building a path
 * or a record per field: almost all input is acceptable, and a polled GraphQL call's few variables
 * were walked with an array per path and a stack entry per value. Recursion stays shallow: nothing
 * deeper than MAX_NESTING_DEPTH is entered (it is a problem, so the full walk runs and names it).
 */
export function isCanonicalInput(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isAcceptableText(value)
  if (typeof value === 'number') return Number.isFinite(value)
  if (value === null || typeof value !== 'object') return true
  if (depth >= MAX_NESTING_DEPTH) return false
  if (Array.isArray(value)) {
    for (const item of value) if (!isCanonicalInput(item, depth + 1)) return false
    return true
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    if (!isAcceptableText(key) || !isCanonicalInput((value as Record<string, unknown>)[key], depth + 1)) return false
  }
  return true
}

/** Throws a 400 naming each bad field when any part of the input is not acceptable text. */
export function assertCanonicalInput(parts: readonly (readonly [prefix: readonly (string | number)[], value: unknown])[]): void {
  if (parts.every(([, value]) => isCanonicalInput(value))) return
  const fields: FieldErrors = {}
  for (const [prefix, value] of parts) inputProblems(value, prefix, fields)
  if (Object.keys(fields).length) throw badRequest(summarise(fields), fields)
}

/** GraphQL input is checked argument by argument by its own hook (graphql/canonical-arguments.ts). */
const CHECKED_ELSEWHERE = (url: string) => url === '/api/graphql' || url === '/oidc' || url.startsWith('/oidc/')

/** REST: path parameters, query string and body of every route, before its handler parses them. */
export function registerInputCanonicalisation(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (CHECKED_ELSEWHERE(request.routeOptions.url ?? '')) return
    assertCanonicalInput([
      [[], request.params],
      [[], request.query],
      [[], request.body],
    ])
  })
}
