import type { ServerModule } from '../server-module'
import { auditRoutes } from './audit.routes'

/** The Admin Workbench's Audit screen: who changed what, sign-in failures, lockouts and logouts. */
export const auditModule: ServerModule = {
  name: 'audit',
  access: 'admin',
  routes: auditRoutes,
}
