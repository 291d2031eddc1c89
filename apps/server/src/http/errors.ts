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

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    ;(fields[key] ??= []).push(issue.message)
  }
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
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 429: 'Too Many Requests', 500: 'Internal Server Error',
  502: 'Bad Gateway',
}

// Postgres codes that mean the client sent something the data cannot hold, not that we broke.
const CLIENT_PG_CODES: Record<string, number> = { '23505': 409, '23503': 400, '22001': 400, '22P02': 400, '22003': 400, '22007': 400, '22008': 400 }

/** Maps anything thrown to the JSON error body and status the API answers with. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof ZodError) return toErrorBody(validationError(error))
  const e = error as { statusCode?: number; message?: string; fields?: FieldErrors; code?: string; validation?: unknown }
  let statusCode = typeof e.statusCode === 'number' ? e.statusCode : 500
  let message = e.message ?? 'Unknown Error'
  const pgStatus = typeof e.code === 'string' ? CLIENT_PG_CODES[e.code] : undefined
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
