import type { ServerModule } from '../server-module'
import { customerAlignment } from './alignment.service'
import { registerCustomerLogoMedia, registerCustomerLogoRoutes } from './customer-logo.routes'
import { customerTypeDefs } from './customers.graphql'
import { customerResolvers } from './customers.resolvers'
import { registerCustomerRoutes } from './customers.routes'

export const customersModule: ServerModule = {
  name: 'customers',
  access: 'staff',
  async routes(app, deps) {
    registerCustomerRoutes(app, deps)
    app.get<{ Params: { identity: string } }>('/customers/:identity/alignment', async (request) => customerAlignment(deps, request.params.identity))
    await registerCustomerLogoRoutes(app, deps)
  },
  rootRoutes: registerCustomerLogoMedia,
  typeDefs: customerTypeDefs,
  resolvers: customerResolvers,
}
