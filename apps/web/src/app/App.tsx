import { useEffect, useMemo } from 'react'
import { App as AntApp, ConfigProvider, Empty } from 'antd'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router'
import { AuthProvider } from '../shared/auth/AuthProvider'
import { bindNotifications } from '../shared/feedback/notify'
import { setRoutePreloader } from '../shared/routing/preload'
import { setRouteQueryClient } from '../shared/routing/route-data'
import { buildRoutes } from './routes'
import { theme } from './theme'

/** antd's empty state writes "No data" in the disabled grey (1.8:1): ours reads at AA contrast. */
const renderEmpty = () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: 'rgba(0, 0, 0, 0.6)' }}>No data</span>} />

function NotificationBinder() {
  const { notification } = AntApp.useApp()
  useEffect(() => bindNotifications(notification), [notification])
  return null
}

/** Starts loading the code of every lazy route that `pathname` matches (a menu link pointed at). */
function preloaderFor(routes: RouteObject[]) {
  return (pathname: string) => {
    for (const { route } of matchRoutes(routes, pathname) ?? []) {
      if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined)
    }
  }
}

/** The console; `queryClient` is made before it renders, so the start-up can already ask for data (main.tsx). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const router = useMemo(() => {
    const routes = buildRoutes()
    setRoutePreloader(preloaderFor(routes))
    // Before the router starts: its first navigation runs the route loaders that prefetch data.
    setRouteQueryClient(queryClient)
    return createBrowserRouter(routes)
  }, [queryClient])
  return (
    <ConfigProvider theme={theme} renderEmpty={renderEmpty}>
      <AntApp>
        <NotificationBinder />
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  )
}
