import type { ServerModule } from '../server-module'
import { notificationsTypeDefs } from './notifications.graphql'
import { notificationsResolvers } from './notifications.resolvers'

export const notificationsModule: ServerModule = {
  name: 'notifications',
  access: 'staff',
  typeDefs: notificationsTypeDefs,
  resolvers: notificationsResolvers,
}
