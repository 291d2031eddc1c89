import type { ServerModule } from '../server-module'
import { employeesTypeDefs } from './employees.graphql'
import { employeesResolvers } from './employees.resolvers'
import { employeesRoutes } from './employees.routes'

export const employeesModule: ServerModule = {
  name: 'employees',
  access: 'admin',
  routes: employeesRoutes,
  typeDefs: employeesTypeDefs,
  resolvers: employeesResolvers,
}
