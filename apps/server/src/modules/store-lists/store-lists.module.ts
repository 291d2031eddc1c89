import type { ServerModule } from '../server-module'
import { storeListTypeDefs } from './store-lists.graphql'
import { storeListResolvers } from './store-lists.resolvers'
import { registerStoreListRoutes } from './store-lists.routes'

export const storeListsModule: ServerModule = {
  name: 'store-lists',
  access: 'staff',
  routes: registerStoreListRoutes,
  typeDefs: storeListTypeDefs,
  resolvers: storeListResolvers,
}
