import type { ServerModule } from '../server-module'
import { registerDuplicateRoutes } from './duplicates.routes'

/** Duplicates caught before they are created: the forms' checks while typing (docs/domain/customers.md, missions.md). */
export const duplicatesModule: ServerModule = {
  name: 'duplicates',
  access: 'staff',
  routes: registerDuplicateRoutes,
}
