import type { ServerModule } from '../server-module'
import { lookupTablesRoutes } from './lookup-tables.routes'

export const lookupTablesModule: ServerModule = {
  name: 'lookup-tables',
  access: 'admin',
  routes: lookupTablesRoutes,
}
