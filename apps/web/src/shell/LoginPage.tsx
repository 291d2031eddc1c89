import { useState } from 'react'
import { Alert, Button } from 'antd'
import { Navigate } from 'react-router'
import { useAuth } from '../shared/auth/AuthProvider'
import { errorMessage } from '../shared/feedback/notify'
import { BrandCard } from './BrandCard'
import * as paths from '../shared/routing/paths'

export function LoginPage() {
  const { session, signIn } = useAuth()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (session) return <Navigate to={paths.customers} replace />
  const onSignIn = () => {
    setBusy(true)
    signIn().catch((cause: unknown) => {
      setBusy(false)
      setError(errorMessage(cause))
    })
  }
  return (
    <BrandCard>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Button type="primary" size="large" block loading={busy} onClick={onSignIn}>
        Sign in
      </Button>
    </BrandCard>
  )
}
