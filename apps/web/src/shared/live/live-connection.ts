import type { QueryClient } from '@tanstack/react-query'
import type { LiveEvent } from '@mc/domain'
import { authHeaders, notifyUnauthorized } from '../api/http'
import { isAuthenticated, loadSession } from '../auth/session-store'
import { SseParser, type SseFrame } from './sse-parser'
import { getLiveStatus, dispatchLiveEvent, setLiveStatus } from './live'
import { firstDataPosition } from './live-position'

/**
 * The timings of the channel (docs/domain/live-console.md). The server pings every 15 s
 * (LIVE_HEARTBEAT_MS); these mirror its constants rather than import them, because the module
 * that holds them also holds the zod schemas, which this tab does not otherwise load.
 */
export const LIVE_TIMING = {
  /** No `ready` this long after asking (a proxy that blocks or buffers the stream): poll instead. */
  readyTimeoutMs: 5_000,
  /** Nothing heard this long (two pings missed): the channel is down. */
  silenceMs: 35_000,
  /** A channel that dropped and is not back this soon: poll until it is. */
  graceMs: 8_000,
  /** Signed out (the sign-in page): whether someone has signed in is looked at this often. */
  signedOutCheckMs: 2_000,
  /** Reconnection waits double from this (the server's `retry:` replaces it) up to maxDelayMs, with jitter. */
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
}

export interface LiveChannelOptions {
  queryClient: Pick<QueryClient, 'invalidateQueries'>
  /** For tests: the fetch, the random source of the jitter, and shorter timings. */
  fetch?: typeof fetch
  random?: () => number
  timing?: Partial<typeof LIVE_TIMING>
}

export interface LiveChannel {
  close(): void
  /** The id the next connection resumes from (`Last-Event-ID`). */
  lastEventId(): string | undefined
}

/** The wait before reconnection attempt `attempt` (0-based): doubling, capped, between half and all of it. */
export function reconnectDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 20))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

const isLiveEvent = (value: unknown): value is LiveEvent =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

/**
 * Opens the live channel (`GET /api/events`) with fetch, so it carries the bearer token, and keeps
 * it open: reconnects with backoff and jitter and resumes from the last event id; refetches every
 * active query on `reset` (the id was older than the server's replay window) and, when the tab's
 * first data said no live position (live-position.ts), once on the first `ready` (what changed
 * between the page's first data and the channel's opening; with a position, that is replayed); falls
 * back to polling (status `polling`) when no `ready` comes in time or the channel goes silent,
 * and back to live when it opens again. A 401 ends the session, as any call's does.
 */
export function openLiveChannel(options: LiveChannelOptions): LiveChannel {
  const timing = { ...LIVE_TIMING, ...options.timing }
  const fetchStream = options.fetch ?? ((input, init) => fetch(input, init))
  const random = options.random ?? Math.random
  const { queryClient } = options
  let closed = false
  // From the tab's first data (live-position.ts): what changed since is replayed, nothing refetched.
  const firstPosition = firstDataPosition()
  let lastEventId = firstPosition === undefined ? undefined : String(firstPosition)
  let everReady = false
  let attempt = 0
  let baseDelayMs = timing.baseDelayMs
  let controller: AbortController | undefined
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let graceTimer: ReturnType<typeof setTimeout> | undefined

  const refetchActive = (fetchedBefore?: number) =>
    void queryClient.invalidateQueries(fetchedBefore === undefined ? undefined : { predicate: (query) => query.state.dataUpdatedAt < fetchedBefore })

  const toPolling = () => {
    if (graceTimer) clearTimeout(graceTimer)
    graceTimer = undefined
    // What changed while the channel was down was not heard: catch up once, then poll.
    if (getLiveStatus() === 'live') refetchActive()
    setLiveStatus('polling')
  }

  const connect = () => {
    if (closed) return
    // The tab's session is read at each connection (a renewed token is sent on the next one); the
    // sign-in page has none until someone signs in, and then the console opens without a reload.
    if (!isAuthenticated(loadSession())) {
      reconnectTimer = setTimeout(connect, timing.signedOutCheckMs)
      return
    }
    if (getLiveStatus() === 'off') setLiveStatus('connecting')
    const connection = new AbortController()
    controller = connection
    const askedAt = Date.now()
    let ended = false
    let silenceTimer: ReturnType<typeof setTimeout> | undefined

    const readyTimer = setTimeout(() => end('failed'), timing.readyTimeoutMs)
    const end = (reason: 'failed' | 'silent' | 'unauthorized') => {
      if (ended) return
      ended = true
      clearTimeout(readyTimer)
      clearTimeout(silenceTimer)
      connection.abort()
      if (closed) return
      if (reason === 'unauthorized') {
        close()
        notifyUnauthorized()
        return
      }
      if (getLiveStatus() !== 'live' || reason === 'silent') toPolling()
      else graceTimer ??= setTimeout(toPolling, timing.graceMs)
      reconnectTimer = setTimeout(connect, reconnectDelay(attempt++, baseDelayMs, timing.maxDelayMs, random))
    }
    const heard = () => {
      clearTimeout(silenceTimer)
      silenceTimer = setTimeout(() => end('silent'), timing.silenceMs)
    }
    const frame = ({ event, data, id }: SseFrame) => {
      if (event === 'ready') {
        clearTimeout(readyTimer)
        const readyId = (JSON.parse(data) as { lastEventId?: string | null }).lastEventId
        if (readyId) lastEventId = readyId
        attempt = 0
        if (graceTimer) clearTimeout(graceTimer)
        graceTimer = undefined
        if (!everReady && firstPosition === undefined) refetchActive(askedAt)
        everReady = true
        setLiveStatus('live')
      } else if (event === 'reset') {
        refetchActive()
      } else if (event === 'change') {
        if (id !== undefined) lastEventId = id
        const parsed: unknown = JSON.parse(data)
        if (isLiveEvent(parsed)) dispatchLiveEvent(parsed, id ?? '')
      }
    }

    heard()
    const headers: Record<string, string> = { accept: 'text/event-stream', ...authHeaders() }
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId
    void (async () => {
      const response = await fetchStream('/api/events', { headers, signal: connection.signal, cache: 'no-store' })
      if (response.status === 401) return end('unauthorized')
      if (!response.ok || !response.body) return end('failed')
      const reader = response.body.getReader()
      const decoder = new TextDecoder()
      const parser = new SseParser()
      for (;;) {
        const { done, value } = await reader.read()
        if (done || ended) break
        heard()
        const { frames, retryMs } = parser.push(decoder.decode(value, { stream: true }))
        if (retryMs !== undefined) baseDelayMs = retryMs
        for (const each of frames) {
          try {
            frame(each)
          } catch (error) {
            console.error('A live frame could not be read', error)
          }
        }
      }
      end('failed')
    })().catch(() => end('failed'))
  }

  const close = () => {
    closed = true
    controller?.abort()
    clearTimeout(reconnectTimer)
    clearTimeout(graceTimer)
    setLiveStatus('off')
    window.removeEventListener('mc-logout', close)
  }

  // Logout closes the channel before it ends the session (AuthProvider), so the stream never outlives it.
  window.addEventListener('mc-logout', close)
  connect()
  return { close, lastEventId: () => lastEventId }
}
