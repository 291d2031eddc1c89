import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import mercurius, { type IResolvers } from 'mercurius'
import { NoSchemaIntrospectionCustomRule, type ExecutionResult, type GraphQLError } from 'graphql'
import type { AppDeps } from '../app-deps'
import type { ServerModule } from '../modules/server-module'
import { toErrorBody } from '../http/errors'
import { maxFieldsRule } from './limits'
import type { GraphQLContext } from './graphql-context'

const BASE_TYPE_DEFS = /* GraphQL */ `
  scalar JSON
  type Query { health: Boolean! }
  type Mutation { noop: Boolean }
`

function mergeResolvers(modules: ServerModule[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {
    Query: { health: () => true },
    Mutation: { noop: () => null },
  }
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module.resolvers ?? {})) {
      merged[type] = { ...(merged[type] ?? {}), ...(fields as Record<string, unknown>) }
    }
  }
  return merged as IResolvers
}

/** The status the response takes from its first error: bad input is a 4xx, as over REST. */
function formatErrors(execution: ExecutionResult, context: { reply?: FastifyReply }) {
  let statusCode = 200
  const errors = ((execution.errors ?? []) as GraphQLError[]).map((error) => {
    if (!error.originalError) {
      // The document itself failed to parse or validate.
      statusCode = statusCode === 200 ? 400 : statusCode
      return { message: error.message, locations: error.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }
    }
    const body = toErrorBody(error.originalError)
    if (body.statusCode >= 500) context.reply?.log.error(error.originalError)
    statusCode = statusCode === 200 ? body.statusCode : statusCode
    return {
      message: body.message,
      path: error.path,
      extensions: { code: body.error, statusCode: body.statusCode, ...(body.fields ? { fields: body.fields } : {}) },
    }
  })
  return { statusCode, response: { data: execution.data ?? null, errors } }
}

export async function registerGraphQL(app: FastifyInstance, deps: AppDeps, modules: ServerModule[]): Promise<void> {
  const typeDefs = [BASE_TYPE_DEFS, ...modules.map((module) => module.typeDefs ?? '')].join('\n')
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: mergeResolvers(modules),
    path: '/api/graphql',
    graphiql: false,
    jit: 1,
    queryDepth: 12,
    validationRules: [maxFieldsRule(2_000), ...(deps.config.nodeEnv === 'production' ? [NoSchemaIntrospectionCustomRule] : [])],
    context: (request: FastifyRequest): GraphQLContext => ({ user: request.user!, deps, loaders: new Map() }),
    errorFormatter: formatErrors as never,
  })
}
