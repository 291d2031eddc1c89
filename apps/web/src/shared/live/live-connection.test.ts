import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUnauthorizedHandler } from '../api/http'
import { SESSION_KEY } from '../auth/session-store'
import type * as Live from './live'
import { openLiveChannel, reconnectDelay, type LiveChannel } from './live-connection'
import { getLiveStatus, dispatchLiveEvent, setLiveStatus } from './live'
import { noteLivePosition, resetLivePosition } from './live-position'

vi.mock('./live', async (original) => ({ ...(await original<typeof Live>()), dispatchLiveEvent: vi.fn() }))

/** A response body the test writes to, frame by frame, as the server would. */
class FakeStream {
  private chunks: Uint8Array[] = []
  private waiting: { resolve: (r: ReadableStreamReadResult<Uint8Array>) => void; reject: (e: Error) => void } | undefined
  private ended = false
  constructor(signal: AbortSignal) {
    signal.addEventListener('abort', () => this.waiting?.reject(new DOMException('aborted', 'AbortError')))
  }
  write(text: string) {
    const chunk = new TextEncoder().encode(text)
    if (this.waiting) this.waiting.resolve({ done: false, value: chunk })
    else this.chunks.push(chunk)
    this.waiting = undefined
  }
  end() {
    this.ended = true
    this.waiting?.resolve({ done: true, value: undefined })
  }
  reader = {
    read: () =>
      new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
        const next = this.chunks.shift()
        if (next) resolve({ done: false, value: next })
        else if (this.ended) resolve({ done: true, value: undefined })
        else this.waiting = { resolve, reject }
      }),
  }
}

interface Call {
  headers: Record<string, string>
  stream?: FakeStream
}

/** The fetch of the channel: each call answered as `answer` says (a stream, by default). */
function fakeFetch(answer: (n: number) => 'stream' | 'network-error' | number = () => 'stream') {
  const calls: Call[] = []
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = { headers: init!.headers as Record<string, string> }
    calls.push(call)
    const how = answer(calls.length - 1)
    if (how === 'network-error') throw new TypeError('Failed to fetch')
    if (typeof how === 'number') return { status: how, ok: how < 400, body: null } as unknown as Response
    call.stream = new FakeStream(init!.signal!)
    return { status: 200, ok: true, body: { getReader: () => call.stream!.reader } } as unknown as Response
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const READY = (id: string | null) => `event: ready\ndata: ${JSON.stringify({ lastEventId: id })}\n\n`
const CHANGE = (id: string, event: object) => `id: ${id}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`
const paused = { type: 'mission.changed', missionId: 'M1', campaignId: 'C1', parts: ['pins'], actor: null, summary: 'paused 2 pins' }

let channel: LiveChannel | undefined
const queryClient = { invalidateQueries: vi.fn(async () => undefined) }
const open = (fetch: typeof globalThis.fetch) => (channel = openLiveChannel({ queryClient, fetch, random: () => 1 }))
/** Lets the fake stream's promises settle, and `ms` of fake time pass. */
const pass = (ms = 0) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.setItem(SESSION_KEY, JSON.stringify({ idToken: 'token-1', expiresAt: Date.now() + 3_600_000, profile: { email: 'me@x.test' } }))
  setLiveStatus('off')
  resetLivePosition()
})
afterEach(() => {
  channel?.close()
  vi.clearAllMocks()
  vi.useRealTimers()
  localStorage.clear()
})

describe('the live channel', () => {
  it('opens with the bearer token, goes live on ready, hands each change on with its id, and catches up once', async () => {
    const { fetch, calls } = fakeFetch()
    open(fetch)
    expect(getLiveStatus()).toBe('connecting')
    await pass()
    expect(calls[0]!.headers).toEqual({ accept: 'text/event-stream', authorization: 'Bearer token-1' })
    calls[0]!.stream!.write('retry: 2000\n\n' + READY('41'))
    await pass()
    expect(getLiveStatus()).toBe('live')
    // What changed between the page's first data and the channel's opening is fetched again, once.
    expect(queryClient.invalidateQueries).toHaveBeenCalledTimes(1)
    calls[0]!.stream!.write(CHANGE('42', paused))
    await pass()
    expect(dispatchLiveEvent).toHaveBeenCalledWith(paused, '42')
    expect(channel!.lastEventId()).toBe('42')
    expect(queryClient.invalidateQueries).toHaveBeenCalledTimes(1)
  })

  it("resumes its first connection from the lowest live position of the tab's first data: what changed since is replayed, nothing refetched", async () => {
    const answer = (position?: string) => new Response('{}', { headers: position === undefined ? {} : { 'x-live-position': position } })
    noteLivePosition(answer('37'))
    noteLivePosition(answer('35'))
    noteLivePosition(answer('40'))
    const { fetch, calls } = fakeFetch()
    open(fetch)
    await pass()
    expect(calls[0]!.headers['last-event-id']).toBe('35')
    calls[0]!.stream!.write(CHANGE('36', paused) + READY('36'))
    await pass()
    expect(getLiveStatus()).toBe('live')
    expect(dispatchLiveEvent).toHaveBeenCalledWith(paused, '36')
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled()
    // Answers after the channel opened are not its starting point.
    noteLivePosition(answer('1'))
    expect(channel!.lastEventId()).toBe('36')
  })

  it('refetches on the first ready when an answer of the first data had no live position (its server not listening yet)', async () => {
    noteLivePosition(new Response('{}', { headers: { 'x-live-position': '12' } }))
    noteLivePosition(new Response('{}'))
    const { fetch, calls } = fakeFetch()
    open(fetch)
    await pass()
    expect(calls[0]!.headers['last-event-id']).toBeUndefined()
    calls[0]!.stream!.write(READY('20'))
    await pass()
    expect(queryClient.invalidateQueries).toHaveBeenCalledTimes(1)
  })

  it('reconnects after a drop with backoff, resumes from the last event id, and stays live through a short drop', async () => {
    const { fetch, calls } = fakeFetch()
    open(fetch)
    await pass()
    calls[0]!.stream!.write('retry: 2000\n\n' + READY('41') + CHANGE('42', paused))
    await pass()
    calls[0]!.stream!.end()
    await pass()
    expect(calls).toHaveLength(1)
    // The first wait is the server's retry (2 s, random() = 1: the whole of it).
    await pass(1999)
    expect(calls).toHaveLength(1)
    await pass(1)
    expect(calls).toHaveLength(2)
    expect(calls[1]!.headers['last-event-id']).toBe('42')
    expect(getLiveStatus()).toBe('live')
    calls[1]!.stream!.write(READY('42'))
    await pass(10_000)
    expect(getLiveStatus()).toBe('live')
    // No catch-up: the replay brought what was missed.
    expect(queryClient.invalidateQueries).toHaveBeenCalledTimes(1)
  })

  it('falls back to polling when no ready comes (a buffering proxy), retries with growing waits, and goes live when it opens', async () => {
    const { fetch, calls } = fakeFetch()
    open(fetch)
    await pass(4_999)
    expect(getLiveStatus()).toBe('connecting')
    await pass(1)
    expect(getLiveStatus()).toBe('polling')
    // Waits of 1 s, then 2 s, then 4 s (no retry line heard), each after the 5 s without a ready.
    await pass(1_000)
    expect(calls).toHaveLength(2)
    await pass(5_000 + 2_000)
    expect(calls).toHaveLength(3)
    await pass(5_000 + 3_999)
    expect(calls).toHaveLength(3)
    await pass(1)
    expect(calls).toHaveLength(4)
    calls[3]!.stream!.write(READY(null))
    await pass()
    expect(getLiveStatus()).toBe('live')
  })

  it('falls back to polling at once when a live channel goes silent, refetching what it may have missed', async () => {
    const { fetch, calls } = fakeFetch()
    open(fetch)
    await pass()
    calls[0]!.stream!.write(READY('1'))
    await pass()
    queryClient.invalidateQueries.mockClear()
    // Pings keep it live...
    for (let i = 0; i < 4; i++) {
      await pass(15_000)
      calls[0]!.stream!.write(': ping\n\n')
    }
    await pass()
    expect(getLiveStatus()).toBe('live')
    // ...and 35 s of nothing ends it.
    await pass(35_000)
    expect(getLiveStatus()).toBe('polling')
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith(undefined)
    await pass(1_000)
    expect(calls).toHaveLength(2)
    expect(calls[1]!.headers['last-event-id']).toBe('1')
  })

  it('polls when a dropped channel is not back within the grace time', async () => {
    const { fetch, calls } = fakeFetch((n) => (n === 0 ? 'stream' : 'network-error'))
    open(fetch)
    await pass()
    calls[0]!.stream!.write(READY('1'))
    await pass()
    calls[0]!.stream!.end()
    await pass(7_999)
    expect(getLiveStatus()).toBe('live')
    await pass(1)
    expect(getLiveStatus()).toBe('polling')
  })

  it('refetches every active query on reset', async () => {
    const { fetch, calls } = fakeFetch()
    open(fetch)
    await pass()
    calls[0]!.stream!.write(READY('9'))
    await pass()
    queryClient.invalidateQueries.mockClear()
    calls[0]!.stream!.write('event: reset\ndata: {}\n\n')
    await pass()
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith(undefined)
  })

  it('ends the session on a 401 and asks no more', async () => {
    const unauthorized = vi.fn()
    setUnauthorizedHandler(unauthorized)
    const { fetch, calls } = fakeFetch(() => 401)
    open(fetch)
    await pass(60_000)
    expect(unauthorized).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(1)
    expect(getLiveStatus()).toBe('off')
  })

  it('waits for a sign-in before it asks (the sign-in page), then opens without a reload', async () => {
    localStorage.clear()
    const { fetch, calls } = fakeFetch()
    open(fetch)
    await pass(5_000)
    expect(calls).toHaveLength(0)
    expect(getLiveStatus()).toBe('off')
    localStorage.setItem(SESSION_KEY, JSON.stringify({ idToken: 'token-2', expiresAt: Date.now() + 3_600_000, profile: { email: 'me@x.test' } }))
    await pass(2_000)
    expect(calls[0]!.headers.authorization).toBe('Bearer token-2')
  })

  it('closes for good at Logout: the stream is aborted and nothing reconnects', async () => {
    const { fetch, calls } = fakeFetch()
    open(fetch)
    await pass()
    calls[0]!.stream!.write(READY('1'))
    await pass()
    window.dispatchEvent(new Event('mc-logout'))
    await pass(120_000)
    expect(calls).toHaveLength(1)
    expect(getLiveStatus()).toBe('off')
  })
})

describe('reconnectDelay', () => {
  it('doubles from the base up to the cap, jittered between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelay(n, 1000, 30_000, () => 1))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000])
    expect(reconnectDelay(2, 1000, 30_000, () => 0)).toBe(2000)
    expect(reconnectDelay(40, 1000, 30_000, () => 0.5)).toBe(22_500)
  })
})
