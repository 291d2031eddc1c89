import type { IResolvers } from 'mercurius'
import { ACCESS_MESSAGES } from '@mc/domain'
import type { Access } from '../auth/route-access'
import type { ServerModule } from '../modules/server-module'
import { AppError, forbidden } from '../http/errors'
import type { GraphQLContext } from './graphql-context'

type Resolver = (root: unknown, args: unknown, context: GraphQLContext, info: unknown) => unknown
type RootResolvers = Record<string, Record<string, Resolver>>

const ROOT_TYPES = ['Query', 'Mutation'] as const

/** Throws unless the context's user may call a field declared with `access`. */
export function assertFieldAccess(context: Partial<GraphQLContext>, access: Access): void {
  if (access === 'public') return
  // The route already refused anonymous calls; this holds even if a route is ever mis-declared.
  if (!context.user) throw new AppError(401, ACCESS_MESSAGES.tokenRequired)
  if (access === 'admin' && !context.user.isAdmin) throw forbidden(ACCESS_MESSAGES.adminRequired)
}

/**
 * Every module's resolvers merged, with each Query and Mutation field wrapped in its declared access
 * check (the module's, or the field's own). `accessOf` lists every root field for tests and docs.
 */
export function guardedResolvers(modules: ServerModule[], base: RootResolvers): { resolvers: IResolvers; accessOf: Map<string, Access> } {
  const merged: Record<string, Record<string, unknown>> = { Query: {}, Mutation: {} }
  const accessOf = new Map<string, Access>()
  const add = (type: string, name: string, resolver: unknown, access: Access | undefined) => {
    const isRoot = (ROOT_TYPES as readonly string[]).includes(type)
    if (isRoot && typeof resolver === 'function') {
      if (!access) throw new Error(`GraphQL field ${type}.${name} declares no access`)
      accessOf.set(`${type}.${name}`, access)
      const resolve = resolver as Resolver
      resolver = (root: unknown, args: unknown, context: GraphQLContext, info: unknown) => {
        assertFieldAccess(context, access)
        return resolve(root, args, context, info)
      }
    }
    ;(merged[type] ??= {})[name] = resolver
  }
  for (const [type, fields] of Object.entries(base)) for (const [name, resolver] of Object.entries(fields)) add(type, name, resolver, 'staff')
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module.resolvers ?? {})) {
      for (const [name, resolver] of Object.entries(fields as Record<string, unknown>)) add(type, name, resolver, module.fieldAccess?.[name] ?? module.access)
    }
  }
  return { resolvers: merged as IResolvers, accessOf }
}
