import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useAuth } from '../auth/AuthProvider'
import { setLiveChannelCloser } from './live-bus'

/**
 * Runs `task` once the page has loaded and the browser is idle (at most a second later): the
 * channel is no part of the first screen, and its code must not delay it.
 */
function afterFirstPaint(task: () => void): () => void {
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const whenIdle = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(task, { timeout: 1000 })
    else timer = setTimeout(task, 200)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    window.removeEventListener('load', whenIdle)
    if (idle !== undefined) window.cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}

/**
 * The tab's one live channel, open while someone is signed in (App renders it once). Its code is
 * fetched after the first paint; Logout closes it before the session ends (closeLiveChannel).
 */
export function LiveChannel() {
  const { session } = useAuth()
  const queryClient = useQueryClient()
  const signedIn = session !== undefined
  useEffect(() => {
    if (!signedIn) return
    let stopped = false
    let close: (() => void) | undefined
    const cancelWait = afterFirstPaint(() => {
      void import('./live-connection').then(({ openLiveChannel }) => {
        if (stopped) return
        close = openLiveChannel({ queryClient }).close
        setLiveChannelCloser(close)
      })
    })
    return () => {
      stopped = true
      cancelWait()
      close?.()
      setLiveChannelCloser(undefined)
    }
  }, [signedIn, queryClient])
  return null
}
