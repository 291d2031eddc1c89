import type { ServerModule } from '../server-module'
import { mayaUsersTypeDefs } from './maya-users.graphql'
import { mayaUsersResolvers } from './maya-users.resolvers'

export const mayaUsersModule: ServerModule = {
  name: 'maya-users',
  access: 'admin',
  typeDefs: mayaUsersTypeDefs,
  resolvers: mayaUsersResolvers,
}
