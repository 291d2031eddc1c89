import { useState } from 'react'
import { Alert, Button, Card, Typography } from 'antd'
import { Navigate } from 'react-router'
import { useAuth } from '../shared/auth/AuthProvider'
import { errorMessage } from '../shared/feedback/notify'
import styles from './CenteredPage.module.css'

export function LoginPage() {
  const { session, signIn } = useAuth()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (session) return <Navigate to="/customers" replace />
  const onSignIn = () => {
    setBusy(true)
    signIn().catch((cause: unknown) => {
      setBusy(false)
      setError(errorMessage(cause))
    })
  }
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.logo} aria-hidden>
          ◎
        </div>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Mission Control
        </Typography.Title>
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <Button type="primary" size="large" block loading={busy} onClick={onSignIn}>
          Sign in
        </Button>
      </Card>
    </div>
  )
}
