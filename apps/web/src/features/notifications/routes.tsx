import type { RouteObject } from 'react-router'

// Lazy: only the people who send push notifications need this page's code.
export const notificationRoutes: RouteObject[] = [
  { path: '/notifications', lazy: async () => ({ Component: (await import('./NotificationsPage')).NotificationsPage }) },
]
