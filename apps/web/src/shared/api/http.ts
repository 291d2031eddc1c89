import { loadSession } from '../auth/session-store'
import { noteLivePosition } from '../live/live-position'

export type FieldErrors = Record<string, string[]>

/** Any failed API call: the server's message, its HTTP status and per-field messages when it gave them. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: FieldErrors,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

let onUnauthorized: () => void = () => undefined

/** A 401 from any call ends the session (spec: "On a 401 network response the user is logged out"). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler
}

export function authHeaders(): Record<string, string> {
  const token = loadSession()?.idToken
  return token ? { authorization: `Bearer ${token}` } : {}
}

export async function readError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; fields?: FieldErrors }
  return new ApiError(body.message ?? `Request failed (HTTP ${response.status})`, response.status, body.fields)
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  /** FormData for uploads; sent as multipart instead of JSON. */
  form?: FormData
}

/** REST call under /api with the bearer token; JSON in and out. */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders() }
  let body: BodyInit | undefined
  if (request.form) body = request.form
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(request.body)
  }
  const response = await fetch(`/api${path}`, { method: request.method ?? 'GET', headers, body })
  if (response.status === 401) onUnauthorized()
  if (!response.ok) throw await readError(response)
  noteLivePosition(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

export function notifyUnauthorized(): void {
  onUnauthorized()
}
