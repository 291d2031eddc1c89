import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../app-deps'
import type { Access } from '../auth/route-access'
import type { Resolvers } from '../graphql/resolvers.generated'

/** A feature area: REST routes under /api, GraphQL type definitions and resolvers. */
export interface ServerModule {
  name: string
  /**
   * Who may call its /api routes and GraphQL root fields: staff (anyone with Mission Control access)
   * or admin (Admin Workbench). A route or field may narrow or widen it through its own declaration.
   */
  access: Exclude<Access, 'public'>
  /** GraphQL root fields whose access differs from the module's. */
  fieldAccess?: Record<string, Access>
  routes?: (app: FastifyInstance, deps: AppDeps) => Promise<void> | void
  /** Public routes outside /api (e.g. map tiles that browsers load as plain images, without a token). */
  rootRoutes?: (app: FastifyInstance, deps: AppDeps) => Promise<void> | void
  typeDefs?: string
  /** Typed from the whole schema (`npm run graphql:generate`): arguments, parents and results are checked. */
  resolvers?: Resolvers
}
