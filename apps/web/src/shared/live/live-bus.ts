import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { LiveEvent } from '@mc/domain'
import { POLL_INTERVAL_MS } from '../api/query-client'

/**
 * The live console's part that every screen loads (small on purpose: the connection itself is
 * live-connection.ts, loaded after the first paint). It holds the channel's status, which decides
 * how often the screens poll, and the features' subscriptions to its events.
 *
 * - `off`: signed out, or the channel not started yet.
 * - `connecting`: asked for, not ready yet (the first time).
 * - `live`: open and heard from; the screens' polls are only a rare safety net.
 * - `polling`: it could not be opened, or went silent: the screens poll as they always did.
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'polling'

/** While live, a screen's poll is a safety net this rarely, whatever its own interval. */
export const LIVE_SAFETY_POLL_MS = 5 * 60_000

let status: LiveStatus = 'off'
const statusListeners = new Set<() => void>()

export function getLiveStatus(): LiveStatus {
  return status
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return
  status = next
  // For the browser tests, which wait for the channel: an attribute, drawn nowhere.
  if (typeof document !== 'undefined') document.documentElement.dataset.liveStatus = next
  for (const listener of [...statusListeners]) listener()
}

function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener)
  return () => statusListeners.delete(listener)
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, getLiveStatus, getLiveStatus)
}

/**
 * The one place that decides how often a screen polls: `ms` (the screen's own interval, the spec's
 * 60 s by default) unless the live channel is open, then LIVE_SAFETY_POLL_MS. Every feature's
 * `refetchInterval` comes from here, so a blocked channel brings today's polling back everywhere.
 */
export function usePollInterval(ms: number = POLL_INTERVAL_MS): number {
  return useLiveStatus() === 'live' ? Math.max(ms, LIVE_SAFETY_POLL_MS) : ms
}

/** A subscriber's handler: the event and its id (the same id reaches every subscriber). */
export type LiveEventHandler = (event: LiveEvent, id: string) => void

/** Subscribers by key; several components asking under one key are one subscriber (the latest handler). */
const subscriptions = new Map<string, { current: LiveEventHandler }[]>()

/** Hands one event to every subscriber; one that throws does not keep it from the others. */
export function dispatchLiveEvent(event: LiveEvent, id: string): void {
  for (const handlers of [...subscriptions.values()]) {
    try {
      handlers.at(-1)?.current(event, id)
    } catch (error) {
      console.error('A live event handler failed', error)
    }
  }
}

/**
 * Calls `handler` with every live event while the component is mounted. `key` names what the
 * handler keeps up to date (`mission:MENABLED0001`): the hooks of one screen may all subscribe under
 * one key and the handler still runs once per event.
 */
export function useLiveEvents(key: string, handler: LiveEventHandler): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const handlers = subscriptions.get(key) ?? []
    handlers.push(latest)
    subscriptions.set(key, handlers)
    return () => {
      handlers.splice(handlers.indexOf(latest), 1)
      if (handlers.length === 0 && subscriptions.get(key) === handlers) subscriptions.delete(key)
    }
  }, [key])
}

let closeChannel: (() => void) | undefined

/** Set by the channel while it runs (LiveChannel). */
export function setLiveChannelCloser(close: (() => void) | undefined): void {
  closeChannel = close
}

/** Closes the channel now (Logout calls it first, so the stream never outlives the session). */
export function closeLiveChannel(): void {
  closeChannel?.()
  closeChannel = undefined
}
