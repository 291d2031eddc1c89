import * as paths from '../routing/paths'

export interface Profile {
  name: string
  email: string
  nickname: string
  userId: string
  picture?: string
}

export interface Session {
  idToken: string
  refreshToken?: string
  /** Epoch milliseconds; the session is authenticated while this lies in the future. */
  expiresAt: number
  profile: Profile
}

/** Where the signed-in session lives in localStorage (also read by the browser tests' signedIn). */
export const SESSION_KEY = 'mc.session'
const RETURN_TO_KEY = 'mc.returnTo'
const LOGGED_OUT_KEY = 'mc.loggedOut'

export function loadSession(): Session | undefined {
  try {
    const raw = localStorage.getItem(SESSION_KEY)
    return raw ? (JSON.parse(raw) as Session) : undefined
  } catch {
    return undefined
  }
}

export function saveSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session))
  localStorage.removeItem(LOGGED_OUT_KEY)
}

/**
 * Set by Logout until the next session is saved. The identity provider may keep its own session
 * (an external one always does; the embedded one does when the server refused the logout call,
 * as for an account without access), so the next sign-in must ask for credentials again instead of
 * silently signing the same account back in.
 */
export function markLoggedOut(): void {
  localStorage.setItem(LOGGED_OUT_KEY, '1')
}

export function wasLoggedOut(): boolean {
  return localStorage.getItem(LOGGED_OUT_KEY) === '1'
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY)
}

export function isAuthenticated(session: Session | undefined, now = Date.now()): session is Session {
  return !!session && session.expiresAt > now
}

export function rememberReturnTo(location: string): void {
  sessionStorage.setItem(RETURN_TO_KEY, location)
}

export function takeReturnTo(): string {
  const value = sessionStorage.getItem(RETURN_TO_KEY)
  sessionStorage.removeItem(RETURN_TO_KEY)
  // Only same-app paths: never bounce to another origin after sign-in.
  return value && value.startsWith('/') && !value.startsWith('//') ? value : paths.customers
}
