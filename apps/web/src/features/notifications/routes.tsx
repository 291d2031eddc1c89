import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'

// Lazy: only the people who send push notifications need this page's code.
export const notificationRoutes: RouteObject[] = [{ path: '/notifications', lazy: lazyComponent(() => import('./NotificationsPage'), 'NotificationsPage') }]
