import { useEffect, useRef, useState } from 'react'
import { Spin } from 'antd'
import { useNavigate } from 'react-router'
import { completeSignIn } from '../shared/auth/oidc-client'
import { useAuth } from '../shared/auth/AuthProvider'
import { takeReturnTo } from '../shared/auth/session-store'
import styles from './CenteredPage.module.css'

/** The identity provider's return route: exchanges the code in the hash, then goes where the user was headed. */
export function CallbackPage() {
  const { acceptSession } = useAuth()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<Error>()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    completeSignIn(window.location.hash)
      .then((session) => {
        acceptSession(session)
        navigate(takeReturnTo(), { replace: true })
      })
      .catch((error: Error) => setFailure(error))
  }, [acceptSession, navigate])
  // Errors in the sign-in callback are thrown (spec 001 §8): the crash screen shows them.
  if (failure) throw failure
  return (
    <div className={styles.page}>
      <Spin size="large" tip="Signing in…">
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  )
}
