import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { LiveActor, LiveEvent, RecordChangedEvent } from '@mc/domain'
import { POLL_INTERVAL_MS } from '../api/query-client'
import { loadSession } from '../auth/session-store'
import { notify } from '../feedback/notify'

/**
 * What the screens use of the live console (issue 36, docs/domain/live-console.md): the channel's
 * status and the poll interval it decides, the subscriptions to its events, and the colleague
 * notice. One module, so a screen loads it as one small chunk and the shell not at all (the bundle
 * budget); the connection (live-connection.ts) is fetched a second after the first screen that
 * subscribes has rendered.
 *
 * Status: `off` (signed out, or not started), `connecting` (asked for, not ready the first time),
 * `live` (open and heard from: polls are a rare safety net), `polling` (it could not be opened, or
 * went silent: the screens poll as they always did).
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'polling'

let status: LiveStatus = 'off'
const statusListeners = new Set<() => void>()

export const getLiveStatus = (): LiveStatus => status

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return
  status = next
  // For the browser tests, which wait for the channel: an attribute, drawn nowhere.
  document.documentElement.dataset.liveStatus = next
  statusListeners.forEach((listener) => listener())
}

/** The channel's status, for a component that shows it. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore((listener) => {
    statusListeners.add(listener)
    return () => statusListeners.delete(listener)
  }, getLiveStatus)
}

/** While live, a screen's poll is a safety net this rarely, whatever its own interval. */
export const LIVE_SAFETY_POLL_MS = 300_000

/**
 * The one place that decides how often a screen polls: `ms` (the screen's own interval, the spec's
 * 60 s by default), or LIVE_SAFETY_POLL_MS while the live channel is open.
 */
export const pollInterval = (ms = POLL_INTERVAL_MS): number => (status === 'live' ? Math.max(ms, LIVE_SAFETY_POLL_MS) : ms)

/**
 * Every live-kept query's `refetchInterval` (`refetchInterval: pollEvery()`): TanStack Query asks it
 * again after each fetch and render, and the channel refetches the active queries when it falls back
 * to polling, so a blocked or silent channel brings today's polling back everywhere.
 */
export const pollEvery = (ms?: number) => () => pollInterval(ms)

/** A subscriber's handler: the event and its id (the same id reaches every subscriber). */
export type LiveEventHandler = (event: LiveEvent, id: string) => void

/** Subscribers by key; several components subscribing under one key are one subscriber (the latest). */
const subscriptions = new Map<string, { current: LiveEventHandler }[]>()
let started = false

/** Hands one event to every subscriber; one that throws does not keep it from the others. */
export function dispatchLiveEvent(event: LiveEvent, id: string): void {
  for (const handlers of [...subscriptions.values()]) {
    try {
      handlers.at(-1)?.current(event, id)
    } catch (error) {
      console.error(error)
    }
  }
}

/**
 * Calls `handler` with every live event while the component is mounted. `key` names what the
 * handler keeps up to date (`mission:MENABLED0001`): the hooks of one screen may all subscribe
 * under one key and the handler still runs once per event. The first subscriber of the tab opens
 * the channel, a second after its screen rendered; it stays open for the tab (one per tab).
 */
export function useLiveEvents(key: string, handler: LiveEventHandler): void {
  const queryClient = useQueryClient()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    if (!started) {
      started = true
      setTimeout(() => void import('./live-connection').then((connection) => connection.openLiveChannel({ queryClient })), 1000)
    }
    subscriptions.set(key, [...(subscriptions.get(key) ?? []), latest])
    return () => {
      const rest = subscriptions.get(key)!.filter((each) => each !== latest)
      if (rest.length) subscriptions.set(key, rest)
      else subscriptions.delete(key)
    }
  }, [key, queryClient])
}

/** Whether `actor` is someone other than the signed-in user (a job's own change has no actor). */
export function isColleague(actor: LiveActor | null | undefined): actor is LiveActor {
  const me = loadSession()?.profile.email
  return !!actor?.email && actor.email.toLowerCase() !== me?.toLowerCase()
}

/** Event ids already told, so two screens keeping up with one change tell it once. */
const told = new Set<string>()

/**
 * The colleague notice: when someone else changed what a screen shows, a short toast names them
 * and what they did ("Jordan Rivera paused 12 pins"). Nothing for the user's own changes, for a
 * job's, or for a change already told.
 */
export function noticeColleague(eventId: string, actor: LiveActor | null | undefined, summary: string | null | undefined): void {
  if (!isColleague(actor) || !summary || told.has(eventId)) return
  told.add(eventId)
  notify.info(`${actor.name || actor.email} ${summary}`)
}

const VERB: Record<RecordChangedEvent['action'], string> = { created: 'added', updated: 'changed', deleted: 'deleted' }

/**
 * Calls `handler` with every change of a record of `resources` (the server's names: 'customer',
 * 'campaign', 'employee', 'mayaUser', a lookup table's entity) while the component is mounted.
 * With `notice` ("an employee"), a colleague's change is also told: "Jordan Rivera changed an employee".
 */
export function useRecordChanges(
  key: string,
  resources: readonly string[],
  handler: (event: RecordChangedEvent) => void,
  notice?: string | ((event: RecordChangedEvent) => string),
): void {
  useLiveEvents(key, (event, id) => {
    if (event.type !== 'record.changed' || !resources.includes(event.resource)) return
    handler(event)
    if (notice) noticeColleague(id, event.actor, `${VERB[event.action]} ${typeof notice === 'string' ? notice : notice(event)}`)
  })
}

/** For a form's `changedBy` (useChangedWhileEditing): who changed record `id` of `resource`, from one event. */
export const recordChangedBy = (resource: string, id: string | number) => (event: LiveEvent) =>
  event.type === 'record.changed' && event.resource === resource && event.id === String(id) ? event.actor : undefined
