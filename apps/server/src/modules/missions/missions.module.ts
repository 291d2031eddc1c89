import type { ServerModule } from '../server-module'
import { missionsTypeDefs } from './missions.graphql'
import { missionsResolvers } from './missions.resolvers'
import { missionsRoutes } from './missions.routes'

/** The mission itself: detail, form, state, brief, survey link, cap periods, progress, history. */
export const missionsModule: ServerModule = {
  name: 'missions',
  access: 'staff',
  routes: missionsRoutes,
  typeDefs: missionsTypeDefs,
  resolvers: missionsResolvers,
}
