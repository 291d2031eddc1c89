import { useEffect, useMemo } from 'react'
import { App as AntApp, ConfigProvider } from 'antd'
import { QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { AuthProvider } from '../shared/auth/AuthProvider'
import { createQueryClient } from '../shared/api/query-client'
import { bindNotifications } from '../shared/feedback/notify'
import { buildRoutes } from './routes'
import { theme } from './theme'

function NotificationBinder() {
  const { notification } = AntApp.useApp()
  useEffect(() => bindNotifications(notification), [notification])
  return null
}

export function App() {
  const queryClient = useMemo(createQueryClient, [])
  const router = useMemo(() => createBrowserRouter(buildRoutes()), [])
  return (
    <ConfigProvider theme={theme}>
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
