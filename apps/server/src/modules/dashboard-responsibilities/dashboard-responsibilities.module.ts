import type { ServerModule } from '../server-module'
import { dashboardResponsibilitiesRoutes } from './dashboard-responsibilities.routes'

export const dashboardResponsibilitiesModule: ServerModule = {
  name: 'dashboard-responsibilities',
  access: 'admin',
  routes: dashboardResponsibilitiesRoutes,
}
