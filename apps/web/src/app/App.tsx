import { useEffect } from 'react'
import { App as AntApp, ConfigProvider, Empty } from 'antd'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { AuthProvider } from '../shared/auth/AuthProvider'
import { bindNotifications } from '../shared/feedback/notify'
import type { ConsoleRouter } from './console-router'
import { theme } from './theme'
import { locale } from './locale'

/** antd's empty state writes "No data" in the disabled grey (1.8:1): ours reads at AA contrast. */
const renderEmpty = () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: 'rgba(0, 0, 0, 0.6)' }}>No data</span>} />

function NotificationBinder() {
  const { notification } = AntApp.useApp()
  useEffect(() => bindNotifications(notification), [notification])
  return null
}

/** The console; `queryClient` and `router` are made before it renders, so the start-up can already ask for code and data (main.tsx). */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ConsoleRouter }) {
  return (
    <ConfigProvider theme={theme} locale={locale} renderEmpty={renderEmpty}>
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
