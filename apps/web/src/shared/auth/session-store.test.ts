import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearSession,
  isAuthenticated,
  loadSession,
  markLoggedOut,
  rememberReturnTo,
  saveSession,
  takeReturnTo,
  wasLoggedOut,
  type Session,
} from './session-store'

const session: Session = { idToken: 't', expiresAt: 2_000, profile: { name: 'A', email: 'a@b.c', nickname: 'a', userId: 'a' } }

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('session store', () => {
  it('is authenticated only while the stored expiry lies in the future', () => {
    expect(isAuthenticated(session, 1_999)).toBe(true)
    expect(isAuthenticated(session, 2_000)).toBe(false)
    expect(isAuthenticated(undefined)).toBe(false)
  })

  it('keeps and clears the session', () => {
    saveSession(session)
    expect(loadSession()).toEqual(session)
    clearSession()
    expect(loadSession()).toBeUndefined()
  })

  it('remembers a logout until the next session is saved', () => {
    expect(wasLoggedOut()).toBe(false)
    markLoggedOut()
    clearSession()
    expect(wasLoggedOut()).toBe(true)
    saveSession(session)
    expect(wasLoggedOut()).toBe(false)
  })

  it('remembers the origin location once, and only same-app paths', () => {
    rememberReturnTo('/missions/ABC?tab=pins')
    expect(takeReturnTo()).toBe('/missions/ABC?tab=pins')
    expect(takeReturnTo()).toBe('/customers')
    rememberReturnTo('//evil.example.com/x')
    expect(takeReturnTo()).toBe('/customers')
  })
})
