import type { RouteObject } from 'react-router'
import { Navigate } from 'react-router'
import { AppLayout } from '../shell/AppLayout'
import { RequireAuth } from '../shell/RequireAuth'
import { RequireConsoleAccess } from '../shell/RequireConsoleAccess'
import { LazyCrashScreen, LazyNotFoundPage } from '../shell/lazy-screens'
import { PageLoading } from '../shared/components/PageLoading'
import { loadAppConfig } from '../shared/config/app-config'
import { lazyComponent } from '../shared/routing/lazy-route'
import { featureRoutes, adminFeatureRoutes } from './feature-routes'
import * as paths from '../shared/routing/paths'

// Lazy: each screen's code loads with its route (the entry carries the shell only).
const login = lazyComponent(() => import('../shell/LoginPage'), 'LoginPage')
const callback = lazyComponent(() => import('../shell/CallbackPage'), 'CallbackPage')
const profile = lazyComponent(() => import('../shell/ProfilePage'), 'ProfilePage')
const adminLayout = lazyComponent(() => import('../shell/AdminRoute'), 'AdminRoute')
const adminWorkbench = lazyComponent(() => import('../shell/AdminWorkbenchPage'), 'AdminWorkbenchPage')
// The routes are made while the config is still loading (main.tsx): the page decides once it is in.
const crashTest = lazyComponent(
  async () => ((await loadAppConfig()).testHooks ? import('../shell/CrashTestPage') : { CrashTestPage: LazyNotFoundPage }),
  'CrashTestPage',
)

export function buildRoutes(): RouteObject[] {
  return [
    { path: paths.login, lazy: login, errorElement: <LazyCrashScreen />, hydrateFallbackElement: <PageLoading /> },
    { path: paths.callback, lazy: callback, errorElement: <LazyCrashScreen />, hydrateFallbackElement: <PageLoading /> },
    {
      element: (
        <RequireAuth>
          <RequireConsoleAccess>
            <AppLayout />
          </RequireConsoleAccess>
        </RequireAuth>
      ),
      errorElement: <LazyCrashScreen />,
      children: [
        {
          errorElement: <LazyCrashScreen />,
          // The shell shows at once; this fills its content while the first screen's code loads (a
          // later navigation keeps the current screen until the next one's code is in).
          hydrateFallbackElement: <PageLoading />,
          children: [
            { index: true, element: <Navigate to={paths.customers} replace /> },
            ...featureRoutes,
            { path: paths.user, lazy: profile },
            {
              path: paths.admin,
              lazy: adminLayout,
              children: [
                { index: true, element: <Navigate to={paths.adminWorkbench} replace /> },
                { path: paths.adminWorkbench, lazy: adminWorkbench },
                { path: paths.adminDashboard, lazy: adminWorkbench },
                ...adminFeatureRoutes,
              ],
            },
            { path: paths.crashTest, lazy: crashTest },
            { path: paths.anyOther, element: <LazyNotFoundPage /> },
          ],
        },
      ],
    },
  ]
}
