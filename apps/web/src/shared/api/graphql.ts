import type { TypedDocument } from './graphql.generated'
import { ApiError, authHeaders, notifyUnauthorized, type FieldErrors } from './http'
import { noteLivePosition } from '../live/live-position'

interface GraphQLResponse<T> {
  data?: T | null
  errors?: { message: string; extensions?: { statusCode?: number; fields?: FieldErrors } }[]
}

/**
 * The one GraphQL call: a named operation of the console (a `*.graphql` file, typed by
 * `npm run graphql:generate`) against /api/graphql with the bearer token. Result and variables
 * are the document's, so the compiler checks both against the schema.
 */
export async function graphqlRequest<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, variables?: NoInfer<TVariables>): Promise<TResult> {
  const response = await fetch('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...authHeaders() },
    body: JSON.stringify({ query: document, variables }),
  })
  if (response.status === 401) notifyUnauthorized()
  const body = (await response.json().catch(() => ({}))) as GraphQLResponse<TResult> & { message?: string }
  const first = body.errors?.[0]
  if (first) throw new ApiError(first.message, first.extensions?.statusCode ?? response.status, first.extensions?.fields)
  if (!response.ok) throw new ApiError(body.message ?? `Request failed (HTTP ${response.status})`, response.status)
  // A result missing its data counts as a GraphQL error (spec 000 §8).
  if (!body.data) throw new ApiError('GraphQL error', response.status)
  noteLivePosition(response)
  return body.data
}
