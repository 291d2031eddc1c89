import { SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api'
import { ATTR_ERROR_TYPE } from '@opentelemetry/semantic-conventions'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { OperationDefinitionNode } from 'graphql'
import type { IResolvers } from 'mercurius'
import { requestedOperationName } from '../../graphql/operation-source'
import type { TraceKit } from './otel-tracing'

/**
 * Resolver spans one operation may start. Root fields always count; a list's nested async resolvers
 * (one call per row) stop getting spans past this, and the operation span says how many went without.
 */
export const RESOLVER_SPANS_PER_OPERATION = 100

/** One GraphQL operation in flight, by its context object (the one mercurius hands hooks and resolvers). */
export interface OperationTrace {
  span: Span
  context: Context
  budget: number
  untraced: number
}

type Resolver = (root: unknown, args: unknown, context: object, info: { path: ResolverPath }) => unknown
interface ResolverPath {
  prev: ResolverPath | undefined
  key: string | number
}

/**
 * An operation span per GraphQL request (`mutation Create`), child of the request's span, from the
 * start of execution to its result. Never the document or the variables: either can hold values.
 */
export function registerGraphQLSpans(app: FastifyInstance, kit: TraceKit, operations: WeakMap<object, OperationTrace>): void {
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const request = (context as { reply?: FastifyReply }).reply?.request
    const named = request ? requestedOperationName(request) : undefined
    const definitions = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition')
    const operation = definitions.find((definition) => definition.name?.value === named) ?? definitions[0]
    const type = operation?.operation ?? 'query'
    const name = operation?.name?.value
    const parent = (request && kit.requestContexts.get(request)) ?? kit.contexts.active()
    const span = kit.tracer.startSpan(
      name ? `${type} ${name}` : type,
      { attributes: { 'graphql.operation.type': type, ...(name ? { 'graphql.operation.name': name } : {}) } },
      parent,
    )
    operations.set(context, { span, context: trace.setSpan(parent, span), budget: RESOLVER_SPANS_PER_OPERATION, untraced: 0 })
  })
  app.graphql.addHook('onResolution', async (execution, context) => {
    const operation = operations.get(context)
    if (!operation) return
    operations.delete(context)
    if (execution.errors?.length) operation.span.setAttribute('graphql.error_count', execution.errors.length)
    if (operation.untraced) operation.span.setAttribute('graphql.resolvers_untraced', operation.untraced)
    operation.span.end()
  })
}

const isRootType = (type: string) => type === 'Query' || type === 'Mutation'

/**
 * The resolver map with a span around each root field's resolver and each async field resolver
 * (the ones that wait for something: a loader, a query). Plain property reads and sync resolvers get
 * none, so a 250-row page does not cost a span per cell. A resolver's SQL becomes its children.
 */
export function tracedResolvers(resolvers: IResolvers, kit: TraceKit, operations: WeakMap<object, OperationTrace>): IResolvers {
  const traced: Record<string, unknown> = {}
  for (const [type, fields] of Object.entries(resolvers as Record<string, unknown>)) {
    // Scalars (GraphQLScalarType instances) and anything else that is not a field map stay as they are.
    if (!fields || Object.getPrototypeOf(fields) !== Object.prototype) {
      traced[type] = fields
      continue
    }
    const wrapped: Record<string, unknown> = {}
    for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
      const worthASpan = typeof resolver === 'function' && (isRootType(type) || resolver.constructor.name === 'AsyncFunction')
      wrapped[field] = worthASpan ? traceResolver(`${type}.${field}`, resolver as Resolver, kit, operations) : resolver
    }
    traced[type] = wrapped
  }
  return traced as IResolvers
}

function traceResolver(name: string, resolve: Resolver, kit: TraceKit, operations: WeakMap<object, OperationTrace>): Resolver {
  return (root, args, context, info) => {
    const operation = operations.get(context)
    if (!operation) return resolve(root, args, context, info)
    if (operation.budget <= 0) {
      operation.untraced++
      return resolve(root, args, context, info)
    }
    operation.budget--
    const span = kit.tracer.startSpan(name, { attributes: { 'graphql.field.path': pathOf(info.path) } }, operation.context)
    const fail = (error: unknown) => {
      span.setAttribute(ATTR_ERROR_TYPE, error instanceof Error ? error.name : typeof error)
      span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
      throw error
    }
    return kit.contexts.with(trace.setSpan(operation.context, span), () => {
      let result: unknown
      try {
        result = resolve(root, args, context, info)
      } catch (error) {
        return fail(error)
      }
      if (result instanceof Promise) {
        return result.then((value: unknown) => {
          span.end()
          return value
        }, fail)
      }
      span.end()
      return result
    })
  }
}

function pathOf(path: ResolverPath | undefined): string {
  const keys: (string | number)[] = []
  for (let at = path; at; at = at.prev) keys.push(at.key)
  return keys.reverse().join('.')
}
