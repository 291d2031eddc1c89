import { ApiError, authHeaders, notifyUnauthorized, type FieldErrors } from './http'

interface GraphQLResponse<T> {
  data?: T | null
  errors?: { message: string; extensions?: { statusCode?: number; fields?: FieldErrors } }[]
}

/** The one GraphQL call: named operations against /api/graphql with the bearer token. */
export async function graphqlRequest<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await fetch('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...authHeaders() },
    body: JSON.stringify({ query, variables }),
  })
  if (response.status === 401) notifyUnauthorized()
  const body = (await response.json().catch(() => ({}))) as GraphQLResponse<T> & { message?: string }
  const first = body.errors?.[0]
  if (first) throw new ApiError(first.message, first.extensions?.statusCode ?? response.status, first.extensions?.fields)
  if (!response.ok) throw new ApiError(body.message ?? `Request failed (HTTP ${response.status})`, response.status)
  // A result missing its data counts as a GraphQL error (spec 000 §8).
  if (!body.data) throw new ApiError('GraphQL error', response.status)
  return body.data
}
