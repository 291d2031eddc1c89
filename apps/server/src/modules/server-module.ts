import type { FastifyInstance } from 'fastify'
import type { IResolvers } from 'mercurius'
import type { AppDeps } from '../app-deps'

/** A feature area: REST routes under /api, GraphQL type definitions and resolvers. */
export interface ServerModule {
  name: string
  routes?: (app: FastifyInstance, deps: AppDeps) => Promise<void> | void
  /** Public routes outside /api (e.g. map tiles that browsers load as plain images, without a token). */
  rootRoutes?: (app: FastifyInstance, deps: AppDeps) => Promise<void> | void
  typeDefs?: string
  resolvers?: IResolvers
}
