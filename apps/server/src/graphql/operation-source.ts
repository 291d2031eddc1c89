import type { FastifyRequest } from 'fastify'

interface GraphQLParams {
  query?: unknown
  operationName?: unknown
}

/** The request's GraphQL parameters: the query string of a GET, the body of a POST. */
export function graphqlParams(request: FastifyRequest): GraphQLParams | undefined {
  const params = request.method === 'GET' ? request.query : request.body
  return params && typeof params === 'object' && !Array.isArray(params) ? (params as GraphQLParams) : undefined
}

/** The operation the request names, if any (an empty name is a name: it matches no operation). */
export function requestedOperationName(request: FastifyRequest): string | undefined {
  const name = graphqlParams(request)?.operationName
  return typeof name === 'string' ? name : undefined
}

/**
 * Gives each named operation of a document its own query text, by a comment naming it at the end.
 *
 * The GraphQL server (mercurius) keeps one parsed, validated and compiled document per query text,
 * and compiles it (graphql-jit) for the operation of the request that reached the threshold: every
 * later request of that text ran that operation, whichever it named. The console sends one
 * operation per document, but a document may hold several (the bench sends the console's whole
 * files). A comment changes neither the document's meaning, its token count nor its error
 * locations (it comes last); the name is written as a JSON string, so it stays on the comment's
 * one line whatever it holds.
 */
export function scopeQueryToOperation(request: FastifyRequest): void {
  const params = graphqlParams(request)
  const operationName = requestedOperationName(request)
  if (!params || typeof params.query !== 'string' || operationName === undefined) return
  params.query = `${params.query}\n# operation ${JSON.stringify(operationName)}`
}
