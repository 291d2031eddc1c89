import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import mercurius from 'mercurius'
import { NoSchemaIntrospectionCustomRule, type ExecutionResult, type GraphQLError } from 'graphql'
import type { AppDeps } from '../app-deps'
import type { ServerModule } from '../modules/server-module'
import { toErrorBody } from '../http/errors'
import { GRAPHQL_LIMITS, assertDepth, assertRootSelections, assertWithinCost, maxFieldsRule } from './limits'
import { guardedResolvers } from './field-access'
import { assertCanonicalGraphQLInput } from './canonical-arguments'
import type { GraphQLContext } from './graphql-context'
import type { Access } from '../auth/route-access'
import { requestedOperationName, scopeQueryToOperation } from './operation-source'
import { domainEnumTypeDefs } from './domain-enums'
import { activeTracing } from '../ops/tracing/tracing'

declare module 'fastify' {
  interface FastifyInstance {
    /** `Query.name` / `Mutation.name` → who may call it, as declared by its module. */
    graphqlFieldAccess: Map<string, Access>
  }
}

const BASE_TYPE_DEFS = /* GraphQL */ `
  scalar JSON
  type Query {
    health: Boolean!
  }
  type Mutation {
    noop: Boolean
  }
`

const BASE_RESOLVERS = { Query: { health: () => true }, Mutation: { noop: () => null } }

interface FormattedError {
  message: string
  locations?: readonly unknown[]
  path?: readonly (string | number)[]
  extensions: Record<string, unknown>
}

/** A document that did not parse or validate: each reason as its own error, named as graphql-js names it. */
function documentErrors(errors: readonly { message: string; locations?: readonly unknown[] }[]): FormattedError[] {
  return errors.map((error) => ({ message: error.message, locations: error.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }))
}

/** The status the response takes from its first error: bad input is a 4xx, as over REST. */
function formatErrors(execution: ExecutionResult & { errors?: readonly unknown[] }, context: { reply?: FastifyReply }) {
  let statusCode = 200
  const errors = ((execution.errors ?? []) as (GraphQLError | Error)[]).flatMap((error): FormattedError[] => {
    const original = 'originalError' in error ? error.originalError : error
    const nested = (original as { errors?: unknown } | undefined)?.errors
    if (!original || Array.isArray(nested)) {
      // The document itself failed to parse or validate (mercurius wraps the reasons in one error).
      statusCode = statusCode === 200 ? 400 : statusCode
      return documentErrors(Array.isArray(nested) ? nested : [error])
    }
    const body = toErrorBody(original)
    if (body.statusCode >= 500) context.reply?.log.error(original)
    statusCode = statusCode === 200 ? body.statusCode : statusCode
    return [
      {
        message: body.message,
        path: 'path' in error ? error.path : undefined,
        extensions: { code: body.error, statusCode: body.statusCode, ...(body.fields ? { fields: body.fields } : {}) },
      },
    ]
  })
  return { statusCode, response: { data: execution.data ?? null, errors } }
}

/** Every Query and Mutation field of the schema must have a resolver with a declared access. */
function assertEveryRootFieldGuarded(app: FastifyInstance, accessOf: Map<string, Access>): void {
  const schema = app.graphql.schema
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const name of Object.keys(type?.getFields() ?? {})) {
      if (!accessOf.has(`${type!.name}.${name}`)) throw new Error(`GraphQL field ${type!.name}.${name} has no resolver with a declared access`)
    }
  }
}

/** The whole schema's SDL: the base types, the domain's enums and every module's. What `npm run graphql:generate` generates from. */
export const schemaTypeDefs = (modules: readonly ServerModule[]): string =>
  [BASE_TYPE_DEFS, domainEnumTypeDefs(), ...modules.map((module) => module.typeDefs ?? '')].join('\n')

export async function registerGraphQL(app: FastifyInstance, deps: AppDeps, modules: ServerModule[]): Promise<void> {
  const typeDefs = schemaTypeDefs(modules)
  const { resolvers, accessOf } = guardedResolvers(modules, BASE_RESOLVERS)
  const tracing = activeTracing()
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: tracing ? tracing.wrapResolvers(resolvers) : resolvers,
    path: '/api/graphql',
    graphiql: false,
    jit: 1,
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } },
    validationRules: [maxFieldsRule(GRAPHQL_LIMITS.maxFields), ...(deps.config.nodeEnv === 'production' ? [NoSchemaIntrospectionCustomRule] : [])],
    context: (request: FastifyRequest): GraphQLContext => ({ user: request.user!, deps, loaders: new Map() }),
    errorFormatter: formatErrors as never,
    // Before the handler reads the query: its caches then hold one entry per named operation.
    additionalRouteOptions: { preHandler: async (request: FastifyRequest) => scopeQueryToOperation(request) },
  })
  assertEveryRootFieldGuarded(app, accessOf)
  app.decorate('graphqlFieldAccess', accessOf)
  app.graphql.addHook('preExecution', async (_schema, document, _context, variables) =>
    assertCanonicalGraphQLInput(document, variables as Record<string, unknown> | undefined),
  )
  app.graphql.addHook('preValidation', async (_schema, document) => {
    assertRootSelections(document)
    // The depth limit, introspection aside (priced by the schema's real size in assertWithinCost).
    assertDepth(document)
  })
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    // The operation that will run, named in the body of a POST or the query string of a GET.
    const request = (context as { reply?: FastifyReply }).reply?.request
    const operationName = request ? requestedOperationName(request) : undefined
    assertWithinCost(schema, document, variables as Record<string, unknown> | undefined, operationName)
  })
  // Last of the checks: an operation refused above gets no span of its own (its request's span has the 4xx).
  tracing?.registerGraphQL(app)
}
