import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { beginSignIn, renewSession } from './oidc-client'
import { clearSession, isAuthenticated, loadSession, markLoggedOut, rememberReturnTo, saveSession, type Session } from './session-store'
import { keepUnsavedFormsForSignIn } from '../forms/saved-forms'
import { setUnauthorizedHandler } from '../api/http'
import { apiFetch } from '../api/http'
import * as paths from '../routing/paths'

interface AuthContextValue {
  session: Session | undefined
  signIn(): Promise<void>
  acceptSession(session: Session): void
  logout(): Promise<void>
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined)

// Renew a minute before expiry so no call leaves with a token that lapses in flight.
const RENEW_EARLY_MS = 60_000

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | undefined>(() => {
    const stored = loadSession()
    return isAuthenticated(stored) ? stored : undefined
  })

  const acceptSession = useCallback((next: Session) => {
    saveSession(next)
    setSession(next)
  }, [])

  const endLocally = useCallback(() => {
    clearSession()
    // A full load of /login (which also drops every cached answer of the signed-out user) and no
    // state change meanwhile: routing to /login inside the old page first let that load land later
    // on top of whatever came next (a test's next page.goto was interrupted by it).
    if (window.location.pathname !== paths.login) window.location.assign(paths.login)
    else setSession(undefined)
  }, [])

  // The session ended without a logout (a 401, a renewal refused): the sign-in brings the user back
  // to this page, and an open form gets back what was typed in it (useUnsavedChanges).
  const sessionLost = useCallback(() => {
    if (window.location.pathname !== paths.login) {
      rememberReturnTo(`${window.location.pathname}${window.location.search}${window.location.hash}`)
      keepUnsavedFormsForSignIn(loadSession()?.profile.userId)
    }
    endLocally()
  }, [endLocally])

  const logout = useCallback(async () => {
    // The live channel closes first (live-connection.ts listens): the server ends the stream with the
    // session, and a reconnection with the revoked token would be answered 401 and taken for a lost session.
    window.dispatchEvent(new Event('mc-logout'))
    await apiFetch('/logout', { method: 'DELETE' }).catch(() => undefined)
    markLoggedOut()
    endLocally()
  }, [endLocally])

  useEffect(() => setUnauthorizedHandler(sessionLost), [sessionLost])

  useEffect(() => {
    if (!session) return
    const delay = Math.max(0, session.expiresAt - Date.now() - RENEW_EARLY_MS)
    const timer = window.setTimeout(() => {
      renewSession(session).then(acceptSession, sessionLost)
    }, delay)
    return () => window.clearTimeout(timer)
  }, [session, acceptSession, sessionLost])

  const value = useMemo(() => ({ session, signIn: beginSignIn, acceptSession, logout }), [session, acceptSession, logout])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth outside AuthProvider')
  return value
}
