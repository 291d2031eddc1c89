import { useCallback, useEffect, useRef, useState } from 'react'
import { Button, Flex, Typography } from 'antd'
import { useLocation } from 'react-router'
import { hasUnsavedWork } from '../../shared/forms/saved-forms'
import { AFTER_FIRST_SCREEN_MS, CHECK_AT_MOST_EVERY_MS, CHECK_EVERY_MS, newBuildServed } from './new-version'

/**
 * Looks for a new version of the console (new-version.ts) on every move to another screen, when the
 * tab is shown again and every few minutes, and once one is there offers a reload in a notice that
 * blocks nothing: not while a form holds unsaved work (the unsaved-changes guard knows), and not
 * again on this page once put off with Later.
 */
export function NewVersionNotice() {
  const location = useLocation()
  const [available, setAvailable] = useState(false)
  const [safe, setSafe] = useState(false)
  const [putOff, setPutOff] = useState(false)
  const lastCheck = useRef(0)

  const check = useCallback((force = false) => {
    setSafe(!hasUnsavedWork())
    if (!force && Date.now() - lastCheck.current < CHECK_AT_MOST_EVERY_MS) return
    lastCheck.current = Date.now()
    void newBuildServed().then((served) => {
      if (served) setAvailable(true)
      setSafe(!hasUnsavedWork())
    })
  }, [])

  // The first look waits for the first screen to be up; then every move to another screen is one.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return check()
    started.current = true
    const timer = setTimeout(() => check(true), AFTER_FIRST_SCREEN_MS)
    return () => clearTimeout(timer)
  }, [check, location.key])
  useEffect(() => {
    const onShown = () => document.visibilityState === 'visible' && check()
    window.addEventListener('focus', onShown)
    document.addEventListener('visibilitychange', onShown)
    const timer = setInterval(() => check(true), CHECK_EVERY_MS)
    return () => {
      window.removeEventListener('focus', onShown)
      document.removeEventListener('visibilitychange', onShown)
      clearInterval(timer)
    }
  }, [check])

  if (!available || !safe || putOff) return null
  return (
    <Flex
      role="status"
      aria-live="polite"
      align="center"
      gap={12}
      style={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 1000,
        padding: '12px 16px',
        background: '#fff',
        borderRadius: 8,
        boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12), 0 3px 6px -4px rgba(0, 0, 0, 0.16)',
      }}
    >
      <Typography.Text>A new version of Mission Control is available.</Typography.Text>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
      <Button type="text" onClick={() => setPutOff(true)}>
        Later
      </Button>
    </Flex>
  )
}
