import type { ServerModule } from '../server-module'
import { directoryHealthTypeDefs } from './directory-health.graphql'
import { directoryHealthResolvers } from './directory-health.resolvers'

/** Directory health (beyond the spec): admins find an organization's duplicate places and merge them. */
export const directoryHealthModule: ServerModule = {
  name: 'directory-health',
  access: 'admin',
  typeDefs: directoryHealthTypeDefs,
  resolvers: directoryHealthResolvers,
}
