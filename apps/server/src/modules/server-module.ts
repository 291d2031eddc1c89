import type { FastifyInstance } from 'fastify'
import type { IResolvers } from 'mercurius'
import type { AppDeps } from '../app-deps'

/** A feature area: REST routes under /api, GraphQL type definitions and resolvers. */
export interface ServerModule {
  name: string
  routes?: (app: FastifyInstance, deps: AppDeps) => Promise<void> | void
  typeDefs?: string
  resolvers?: IResolvers
}
