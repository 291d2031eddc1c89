import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useAuth } from '../shared/auth/AuthProvider'
import { rememberReturnTo } from '../shared/auth/session-store'
import * as paths from '../shared/routing/paths'

/** Every route but sign-in needs a session; the origin location is remembered for after sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useAuth()
  const location = useLocation()
  if (!session) {
    rememberReturnTo(`${location.pathname}${location.search}${location.hash}`)
    return <Navigate to={paths.login} replace />
  }
  return <>{children}</>
}
