import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import * as paths from '../../shared/routing/paths'

// Lazy: only the people who send push notifications need this page's code.
export const notificationRoutes: RouteObject[] = [{ path: paths.notifications, lazy: lazyComponent(() => import('./NotificationsPage'), 'NotificationsPage') }]
