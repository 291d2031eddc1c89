import type { ServerModule } from '../server-module'
import { registerCoverageRoutes } from './coverage.routes'

export const coverageModule: ServerModule = {
  name: 'coverage',
  access: 'staff',
  routes: registerCoverageRoutes,
}
