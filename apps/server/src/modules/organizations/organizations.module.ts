import type { ServerModule } from '../server-module'
import { registerOrganizationRoutes } from './organizations.routes'

export const organizationsModule: ServerModule = {
  name: 'organizations',
  access: 'staff',
  routes: registerOrganizationRoutes,
}
