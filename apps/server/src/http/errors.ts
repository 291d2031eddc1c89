import { ZodError } from 'zod'

export type FieldErrors = Record<string, string[]>

/** An error the client caused or may see: carries its HTTP status and, for bad input, per-field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new AppError(400, message, fields)
export const notFound = (what: string) => new AppError(404, `${what} was not found.`)
export const conflict = (message: string, fields?: FieldErrors) => new AppError(409, message, fields)
export const forbidden = (message: string) => new AppError(403, message)

/** Adds a message under a field; defineProperty, so a field named '__proto__' stays a field. */
export function addFieldError(fields: FieldErrors, key: string, message: string): void {
  if (Object.hasOwn(fields, key)) {
    const messages = fields[key]!
    if (!messages.includes(message)) messages.push(message)
  } else {
    Object.defineProperty(fields, key, { value: [message], enumerable: true, writable: true, configurable: true })
  }
}

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) addFieldError(fields, issue.path.length ? issue.path.join('.') : '_', issue.message)
  return fields
}

/** "name: Must not be longer than 64 characters; description: ..." — readable on its own in a toast. */
export function summarise(fields: FieldErrors): string {
  return Object.entries(fields)
    .map(([field, messages]) => (field === '_' ? messages.join(' ') : `${field}: ${messages.join(' ')}`))
    .join('; ')
}

export function validationError(error: ZodError): AppError {
  const fields = fieldErrorsOf(error)
  return badRequest(summarise(fields), fields)
}

export interface ErrorBody {
  statusCode: number
  error: string
  message: string
  fields?: FieldErrors
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
}

/**
 * The status of a Postgres error the client caused, by SQLSTATE: class 22 (data exception: a NUL
 * byte, a number out of range, a malformed date...), NOT NULL and CHECK violations (a value the
 * rules refuse), a missing referenced row (23503), a row too large for its index (54000); a unique
 * violation is a conflict. Anything else the database reports is our fault: 500.
 */
export function clientPgStatus(code: string): number | undefined {
  if (code === '23505') return 409
  if (code.startsWith('22') || code === '23502' || code === '23503' || code === '23514' || code === '54000') return 400
  return undefined
}

/**
 * The Postgres SQLSTATE behind an error, however wrapped: drizzle wraps the driver's error in a
 * DrizzleQueryError whose `cause` holds it, and other layers may wrap again.
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current = error
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** Maps anything thrown to the JSON error body and status the API answers with. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof ZodError) return toErrorBody(validationError(error))
  const e = error as { statusCode?: number; message?: string; fields?: FieldErrors; code?: string; validation?: unknown }
  let statusCode = typeof e.statusCode === 'number' ? e.statusCode : 500
  let message = e.message ?? 'Unknown Error'
  const pgCode = statusCode === 500 ? pgErrorCode(error) : undefined
  const pgStatus = pgCode ? clientPgStatus(pgCode) : undefined
  if (statusCode === 500 && pgStatus) {
    statusCode = pgStatus
    message = pgStatus === 409 ? 'A record with these values already exists.' : 'The request holds a value the data cannot accept.'
  }
  // Our own AppErrors say what a person can act on (a mail server or file store that failed);
  // anything else that breaks keeps its details to the log.
  if (statusCode >= 500 && !(error instanceof AppError)) message = 'Internal Server Error'
  return {
    statusCode,
    error: STATUS_NAMES[statusCode] ?? 'Error',
    message,
    ...(e.fields ? { fields: e.fields } : {}),
  }
}
