import { LIVE_FRAME, LIVE_HEARTBEAT_MS, LIVE_RETRY_MS } from '@mc/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../app-deps'
import type { ServerModule } from '../server-module'
import { requireUser } from '../../auth/auth.plugin'
import { cachedStaffLookup, canUseAdmin, canUseConsole, tokenHash } from '../../auth/staff-directory'
import { replayAfter, type LiveSubscriber } from '../../live/live-hub'
import type { StoredLiveEvent } from '../../live/live-events.repository'
import { outsideTrace, streamOpened } from '../../ops/tracing/tracing'

/** How often an open stream asks again whether its session still may (revocations through any path, access removed). */
const SESSION_CHECK_MS = 30_000
/** A console that reads slower than this much is behind: its stream ends and it resumes by id. */
const MAX_UNSENT_BYTES = 1024 * 1024

/** `Last-Event-ID` as a position, or undefined (absent or not a position). */
function resumePoint(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id']
  const value = Array.isArray(header) ? header[0] : header
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : undefined
}

const changeFrame = (event: StoredLiveEvent): string => `id: ${event.position}\nevent: ${LIVE_FRAME.change}\ndata: ${JSON.stringify(event.event)}\n\n`

/**
 * `GET /api/events`: the live console's stream (docs/domain/live-console.md). Server-Sent Events on
 * the raw reply: `retry:`, the replay after `Last-Event-ID` (or `reset` beyond the window), `ready`,
 * then each event as it commits, and a `: ping` every 15 s. It ends when the session does (logout or
 * revocation through any process, the token's expiry, console access removed) and when the process stops.
 */
async function openStream(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = requireUser(request)
  if (deps.lifecycle.draining) {
    return reply.code(503).header('retry-after', '1').send({ statusCode: 503, error: 'Service Unavailable', message: 'Shutting down.' })
  }
  await deps.live.start()
  const resumeAfter = resumePoint(request)

  reply.hijack()
  const raw = reply.raw
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies: do not buffer this response.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  })
  raw.socket?.setNoDelay(true)
  raw.write(`retry: ${LIVE_RETRY_MS}\n\n`)

  let ended = false
  let cursor = 0
  // Events that commit while the replay is read wait here, so none is lost or sent twice.
  let held: StoredLiveEvent[] | undefined = []
  const timers: NodeJS.Timeout[] = []
  const write = (text: string) => {
    if (ended) return
    raw.write(text)
    if (raw.writableLength > MAX_UNSENT_BYTES) subscriber.end('client too slow')
  }
  const send = (event: StoredLiveEvent) => {
    if (event.position <= cursor) return
    cursor = event.position
    if (event.audience === 'admin' && !subscriber.isAdmin) return
    write(changeFrame(event))
  }
  const subscriber: LiveSubscriber = {
    isAdmin: user.isAdmin,
    tokenHash: tokenHash(user.token),
    send(event) {
      if (held) held.push(event)
      else send(event)
    },
    end(reason) {
      if (ended) return
      ended = true
      request.log.debug({ reason }, 'live stream ended')
      for (const timer of timers) clearTimeout(timer)
      deps.live.remove(subscriber)
      raw.end()
    },
  }
  raw.on('close', () => subscriber.end('client left'))
  deps.live.add(subscriber)

  // The session's own end: the token's expiry, and a check now and then (logout is told at once, see
  // live-hub.ts). Hours of checks belong to no request's trace.
  outsideTrace(() => {
    timers.push(setTimeout(() => subscriber.end('token expired'), Math.max(0, user.expiresAt * 1000 - Date.now())))
    timers.push(setInterval(() => write(': ping\n\n'), LIVE_HEARTBEAT_MS))
    timers.push(
      setInterval(() => {
        cachedStaffLookup(deps.pool, user.email, user.token, deps.config.staffCacheTtlMs)
          .then(({ revoked, staff }) => {
            if (revoked || !staff || !canUseConsole(staff)) subscriber.end('session ended')
            else subscriber.isAdmin = canUseAdmin(staff)
          })
          .catch(() => undefined)
      }, SESSION_CHECK_MS),
    )
  })

  try {
    const replay = await replayAfter(deps.pool, resumeAfter)
    if (replay.reset) write(`event: ${LIVE_FRAME.reset}\ndata: {}\n\n`)
    cursor = replay.reset || resumeAfter === undefined ? replay.newest : resumeAfter
    for (const event of replay.events) send(event)
    cursor = Math.max(cursor, replay.newest)
    // The ready frame carries the position too, so a reconnect resumes from here even if no event follows.
    write(`id: ${cursor}\nevent: ${LIVE_FRAME.ready}\ndata: ${JSON.stringify({ lastEventId: String(cursor) })}\n\n`)
    // The request's trace (when tracing is on) covers the opening; the stream may stay open for hours.
    streamOpened(request)
    const waiting = held
    held = undefined
    for (const event of waiting) send(event)
  } catch (error) {
    request.log.error(error)
    subscriber.end('replay failed')
  }
}

export const liveModule: ServerModule = {
  name: 'live',
  access: 'staff',
  routes(app, deps) {
    // No HEAD twin: a hijacked stream's headers would never be flushed without a body to send.
    app.get('/events', { config: { stream: true }, exposeHeadRoute: false }, (request, reply) => openStream(deps, request, reply))
  },
}
