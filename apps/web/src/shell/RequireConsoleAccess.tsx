import { useDeferredValue, type ReactNode } from 'react'
import { Button, Card, Spin } from 'antd'
import { ApiError } from '../shared/api/http'
import { useMe } from '../shared/api/use-me'
import { useAuth } from '../shared/auth/AuthProvider'
import { LoadError } from '../shared/components/LoadError'
import { NoConsoleAccessPage } from './NoConsoleAccessPage'
import styles from './CenteredPage.module.css'

/**
 * The console shell only for people the server lets in. /api/me answers 403 for a signed-in account
 * without the Mission Control application; nothing of the shell renders until it has answered, so
 * such a person never sees menus or pages that would only fail to load.
 */
export function RequireConsoleAccess({ children }: { children: ReactNode }) {
  const me = useMe()
  // The shell's first render when the answer arrives is a transition (sliced), not one long task.
  const known = useDeferredValue(me.data)
  const { logout } = useAuth()
  // Checked before the data: access taken away mid-session shows on the next /me answer.
  if (me.error instanceof ApiError && me.error.status === 403) return <NoConsoleAccessPage />
  if (known) return <>{children}</>
  if (me.isError) {
    return (
      <div className={styles.page}>
        <Card className={styles.card}>
          <LoadError title="Failed to load" error={me.error} onRetry={() => void me.refetch()} />
          <Button block onClick={() => void logout()}>
            Logout
          </Button>
        </Card>
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <Spin size="large" description="Loading…">
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  )
}
