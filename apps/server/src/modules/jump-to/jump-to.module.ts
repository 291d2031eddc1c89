import type { ServerModule } from '../server-module'
import { registerJumpToRoutes } from './jump-to.routes'

/** The jump-to box's search over customers, campaigns, missions, organizations and store numbers (docs/domain/console.md). */
export const jumpToModule: ServerModule = {
  name: 'jump-to',
  access: 'staff',
  routes: registerJumpToRoutes,
}
