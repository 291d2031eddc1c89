import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import * as paths from '../../shared/routing/paths'

// Lazy: admin screens are code only admins download.
const page = lazyComponent(() => import('./AuditPage'), 'AuditPage')

/** The audit log (nested under /admin). */
export const auditRoutes: RouteObject[] = [{ path: paths.audit, lazy: page }]
