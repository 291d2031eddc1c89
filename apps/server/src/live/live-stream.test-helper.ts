import type { LiveEvent } from '@mc/domain'

/** One Server-Sent Events frame as the stream wrote it. */
export interface LiveFrame {
  id?: string
  event: string
  data?: unknown
  receivedAt: number
}

/** A console's stream as a test sees it: every frame so far, and whether it ended. */
export interface LiveStreamClient {
  status: number
  frames: LiveFrame[]
  /** The `change` frames' events, in order. */
  changes(): (LiveEvent & { id: string })[]
  ended: boolean
  /** The id a reconnect would send as Last-Event-ID (the last `id:` read). */
  lastEventId: string | undefined
  waitFor(test: (frame: LiveFrame) => boolean, timeoutMs?: number): Promise<LiveFrame>
  waitForEnd(timeoutMs?: number): Promise<void>
  close(): void
}

/**
 * Opens `GET /api/events` as the console does (fetch with a bearer token, the body read as a stream).
 * `retryForMs`: a 502/503/504 (a load balancer with no backend up for a moment, a draining process)
 * is tried again every 200 ms for that long, as the console's reconnection does.
 */
export async function openLiveStream(baseUrl: string, token: string, options: { lastEventId?: string; retryForMs?: number } = {}): Promise<LiveStreamClient> {
  const deadline = Date.now() + (options.retryForMs ?? 0)
  for (;;) {
    const client = await openOnce(baseUrl, token, options)
    if (![502, 503, 504].includes(client.status) || Date.now() > deadline) return client
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function openOnce(baseUrl: string, token: string, options: { lastEventId?: string }): Promise<LiveStreamClient> {
  const controller = new AbortController()
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' }
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal })
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  const client: LiveStreamClient = {
    status: response.status,
    frames: [],
    ended: false,
    lastEventId: options.lastEventId,
    changes: () => client.frames.filter((frame) => frame.event === 'change').map((frame) => ({ ...(frame.data as LiveEvent), id: frame.id! })),
    waitFor(test, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = client.frames.find(test)
          if (found) {
            cleanup()
            resolve(found)
          } else if (client.ended) {
            cleanup()
            reject(new Error(`the stream (status ${client.status}) ended without the frame; frames: ${JSON.stringify(client.frames.map((f) => f.event))}`))
          }
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no such frame within ${timeoutMs} ms; frames: ${JSON.stringify(client.frames.map((f) => [f.event, f.id]))}`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          listeners.delete(check)
        }
        listeners.add(check)
        check()
      })
    },
    waitForEnd(timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!client.ended) return
          clearTimeout(timer)
          listeners.delete(check)
          resolve()
        }
        const timer = setTimeout(() => {
          listeners.delete(check)
          reject(new Error(`the stream did not end within ${timeoutMs} ms`))
        }, timeoutMs)
        listeners.add(check)
        check()
      })
    },
    close: () => controller.abort(),
  }
  if (response.status !== 200 || !response.body) {
    client.ended = true
    await response.body?.cancel().catch(() => undefined)
    return client
  }
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const frame: LiveFrame = { event: 'message', receivedAt: performance.now() }
          let data: string | undefined
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) frame.event = 'comment'
            else if (line.startsWith('id: ')) frame.id = line.slice(4)
            else if (line.startsWith('event: ')) frame.event = line.slice(7)
            else if (line.startsWith('data: ')) data = line.slice(6)
            else if (line.startsWith('retry: ')) frame.event = 'retry'
          }
          if (data !== undefined) frame.data = JSON.parse(data)
          if (frame.id !== undefined) client.lastEventId = frame.id
          client.frames.push(frame)
        }
        notify()
      }
    } catch {
      // Aborted or cut: the stream ended.
    }
    client.ended = true
    notify()
  })()
  return client
}

/**
 * A console that stays connected: whenever its stream ends (a restart, a refusal while a process
 * drains) it opens another after `retryMs`, resuming by the last id read. `changes` holds every
 * change frame of every connection, in the order read.
 */
export interface FollowedStream {
  changes: { id: string; event: unknown; receivedAt: number }[]
  resets: number
  connections: number
  /** Waits for the first `ready`: the position it started from. */
  started: Promise<string>
  stop(): Promise<void>
}

export function followLiveStream(baseUrl: string, token: string, retryMs = 200): FollowedStream {
  let running = true
  let current: LiveStreamClient | undefined
  let markStarted: (id: string) => void = () => undefined
  const followed: FollowedStream = {
    changes: [],
    resets: 0,
    connections: 0,
    started: new Promise((resolve) => (markStarted = resolve)),
    async stop() {
      running = false
      current?.close()
      await loop
    },
  }
  const loop = (async () => {
    let lastEventId: string | undefined
    while (running) {
      try {
        const stream = (current = await openLiveStream(baseUrl, token, { lastEventId }))
        if (stream.status === 200) {
          followed.connections++
          let read = 0
          const take = () => {
            for (; read < stream.frames.length; read++) {
              const frame = stream.frames[read]!
              if (frame.event === 'change') followed.changes.push({ id: frame.id!, event: frame.data, receivedAt: frame.receivedAt })
              if (frame.event === 'reset') followed.resets++
              if (frame.event === 'ready') markStarted(frame.id!)
            }
          }
          while (!stream.ended && running) {
            take()
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
          take()
          lastEventId = stream.lastEventId ?? lastEventId
        }
      } catch {
        // Refused or cut while connecting: try again.
      }
      if (running) await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
  })()
  return followed
}
