import type { RouteObject } from 'react-router'
import { Navigate } from 'react-router'
import { AppLayout } from '../shell/AppLayout'
import { RequireAuth } from '../shell/RequireAuth'
import { RequireConsoleAccess } from '../shell/RequireConsoleAccess'
import { RequireAdmin } from '../shell/RequireAdmin'
import { LoginPage } from '../shell/LoginPage'
import { CallbackPage } from '../shell/CallbackPage'
import { NotFoundPage } from '../shell/NotFoundPage'
import { CrashScreen } from '../shell/CrashScreen'
import { ProfilePage } from '../shell/ProfilePage'
import { AdminLayout } from '../shell/AdminLayout'
import { AdminWorkbenchPage } from '../shell/AdminWorkbenchPage'
import { CrashTestPage } from '../shell/CrashTestPage'
import { appConfig } from '../shared/config/app-config'
import { featureRoutes, adminFeatureRoutes } from './feature-routes'

export function buildRoutes(): RouteObject[] {
  return [
    { path: '/login', element: <LoginPage />, errorElement: <CrashScreen /> },
    { path: '/callback', element: <CallbackPage />, errorElement: <CrashScreen /> },
    {
      element: (
        <RequireAuth>
          <RequireConsoleAccess>
            <AppLayout />
          </RequireConsoleAccess>
        </RequireAuth>
      ),
      errorElement: <CrashScreen />,
      children: [
        {
          errorElement: <CrashScreen />,
          children: [
            { index: true, element: <Navigate to="/customers" replace /> },
            ...featureRoutes,
            { path: '/user', element: <ProfilePage /> },
            {
              path: '/admin',
              element: (
                <RequireAdmin>
                  <AdminLayout />
                </RequireAdmin>
              ),
              children: [
                { index: true, element: <Navigate to="/admin/index" replace /> },
                { path: 'index', element: <AdminWorkbenchPage /> },
                { path: 'dashboard', element: <AdminWorkbenchPage /> },
                ...adminFeatureRoutes,
              ],
            },
            ...(appConfig().testHooks ? [{ path: '/__test__/crash', element: <CrashTestPage /> }] : []),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]
}
