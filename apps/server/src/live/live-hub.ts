import pg from 'pg'
import { LIVE_REPLAY_MAX_EVENTS } from '@mc/domain'
import { liveEventsAfter, liveEventsWindow, type StoredLiveEvent } from './live-events.repository'

/** One console's open stream, as the hub sees it. */
export interface LiveSubscriber {
  /** Admin events go only to admins; kept current by the stream's session checks. */
  isAdmin: boolean
  tokenHash: string
  /** Sends one event (the stream writes the frame). */
  send(event: StoredLiveEvent): void
  /** Ends the stream (its session ended, or the process stops). */
  end(reason: string): void
}

export interface LiveHub {
  /** Starts listening (once, on the first stream): resolves when the process hears every later commit. */
  start(): Promise<void>
  /** Adds a stream; events from now on reach it (those it may receive). */
  add(subscriber: LiveSubscriber): void
  remove(subscriber: LiveSubscriber): void
  /** Ends every stream whose session this token was (logout or revocation, from any process). */
  endSession(tokenHash: string): void
  /**
   * The newest position this process has read, once it listens (undefined before): every event up
   * to it committed earlier, so data read after this call reflects them all.
   */
  position(): number | undefined
  readonly size: number
  /** Ends every stream and stops listening (shutdown). */
  close(): Promise<void>
}

export const LIVE_CHANNEL = 'mc_live_events'
export const SESSION_ENDED_CHANNEL = 'mc_session_ended'
const RECONNECT_MS = 1_000

/**
 * The API process's side of the live console (docs/domain/live-console.md): one LISTEN connection of
 * its own (not the pool's: a pooled client would be handed to requests), on PostgreSQL and on the
 * embedded database alike (the embedded host sends each notification to the clients that listen,
 * db/embedded/wire-multiplexer.ts). A notification only says "new position"; the hub then reads the
 * committed rows after the last one it sent, so a notification missed while the connection was
 * re-opened costs nothing: the next read catches up.
 */
export function createLiveHub(options: { url: string; pool: pg.Pool; onCount?: (count: number) => void; log?: (message: string) => void }): LiveHub {
  const { pool } = options
  const subscribers = new Set<LiveSubscriber>()
  let client: pg.Client | undefined
  let started: Promise<void> | undefined
  let closed = false
  let delivered = 0
  let reading: Promise<void> | undefined
  let readAgain = false
  let reconnectTimer: NodeJS.Timeout | undefined
  let listening = false

  const count = () => options.onCount?.(subscribers.size)

  function deliver(event: StoredLiveEvent): void {
    for (const subscriber of subscribers) {
      if (event.audience === 'admin' && !subscriber.isAdmin) continue
      subscriber.send(event)
    }
  }

  /** Reads what was committed since the last event sent, page by page; one read at a time. */
  function readNew(): Promise<void> {
    if (reading) {
      readAgain = true
      return reading
    }
    reading = (async () => {
      do {
        readAgain = false
        for (;;) {
          const events = await liveEventsAfter(pool, delivered, 1_000)
          for (const event of events) {
            delivered = event.position
            deliver(event)
          }
          if (events.length < 1_000) break
        }
      } while (readAgain && !closed)
    })()
      .catch((error: unknown) => options.log?.(`live events could not be read: ${String(error)}`))
      .finally(() => (reading = undefined))
    return reading
  }

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url })
    next.on('error', () => undefined)
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) void readNew()
      else if (message.channel === SESSION_ENDED_CHANNEL && message.payload) hub.endSession(message.payload)
    })
    next.on('end', () => {
      if (client !== next || closed) return
      client = undefined
      scheduleReconnect()
    })
    await next.connect()
    await next.query(`LISTEN ${LIVE_CHANNEL}`)
    await next.query(`LISTEN ${SESSION_ENDED_CHANNEL}`)
    if (closed) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      listen()
        // Whatever was committed while the connection was down.
        .then(() => readNew())
        .catch((error: unknown) => {
          options.log?.(`live events: listening failed, retrying: ${String(error)}`)
          scheduleReconnect()
        })
    }, RECONNECT_MS)
  }

  const hub: LiveHub = {
    start() {
      started ??= (async () => {
        // From the newest committed position: earlier events are a stream's replay, not the hub's.
        delivered = (await liveEventsWindow(pool)).newest ?? 0
        await listen()
        // Anything committed between reading the newest and listening.
        await readNew()
        listening = true
      })().catch((error: unknown) => {
        started = undefined
        throw error
      })
      return started
    },
    add(subscriber) {
      subscribers.add(subscriber)
      count()
    },
    remove(subscriber) {
      if (subscribers.delete(subscriber)) count()
    },
    endSession(tokenHash) {
      for (const subscriber of [...subscribers]) if (subscriber.tokenHash === tokenHash) subscriber.end('session ended')
    },
    position() {
      return listening && !closed ? delivered : undefined
    },
    get size() {
      return subscribers.size
    },
    async close() {
      closed = true
      clearTimeout(reconnectTimer)
      for (const subscriber of [...subscribers]) subscriber.end('shutting down')
      subscribers.clear()
      count()
      await client?.end().catch(() => undefined)
      client = undefined
    },
  }
  return hub
}

/** The replay a stream asking to resume after `position` gets: the events, or a reset when it is beyond the window. */
export async function replayAfter(pool: pg.Pool, position: number | undefined): Promise<{ reset: boolean; events: StoredLiveEvent[]; newest: number }> {
  const { oldest, newest } = await liveEventsWindow(pool)
  const last = newest ?? 0
  if (position === undefined) return { reset: false, events: [], newest: last }
  // Older than the oldest kept (the one right before it is fine: nothing between is missing), more
  // than the window behind, or ahead of the database (a database restored or replaced).
  const beyond =
    position > last || (oldest !== null && position < oldest - 1) || (oldest === null && position !== last) || last - position > LIVE_REPLAY_MAX_EVENTS
  if (beyond) return { reset: true, events: [], newest: last }
  const events: StoredLiveEvent[] = []
  let after = position
  while (after < last) {
    const page = await liveEventsAfter(pool, after, 1_000)
    if (page.length === 0) break
    events.push(...page)
    after = page[page.length - 1]!.position
  }
  return { reset: false, events, newest: Math.max(last, after) }
}
