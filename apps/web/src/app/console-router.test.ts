import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FILLS_IN_LATER } from '../shared/routing/route-data'
import { firstScreenReady, type ConsoleRouter } from './console-router'

/** The part of a router firstScreenReady reads: whether the first navigation is in, and a way to hear when it is. */
function fakeRouter() {
  const listeners = new Set<(state: { initialized: boolean }) => void>()
  const router = {
    state: { initialized: false },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    initialize() {
      router.state = { initialized: true }
      listeners.forEach((listener) => listener(router.state))
    },
  }
  return router
}

const never = () => new Promise<never>(() => undefined)
const WAIT = { codeMs: 1500, dataMs: 500 }

describe('firstScreenReady', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for the screen’s code, then for the data its loaders asked for', async () => {
    const router = fakeRouter()
    const client = new QueryClient()
    let answer: (value: string) => void = () => undefined
    void client.prefetchQuery({ queryKey: ['customer'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) })
    let ready = false
    void firstScreenReady(router as unknown as ConsoleRouter, client, WAIT).then(() => (ready = true))

    await vi.advanceTimersByTimeAsync(100)
    expect(ready).toBe(false)
    router.initialize()
    await vi.advanceTimersByTimeAsync(100)
    expect(ready).toBe(false)
    answer('Northwind')
    await vi.advanceTimersByTimeAsync(0)
    expect(ready).toBe(true)
  })

  it('draws what it has once a wait runs out: code that never comes, then data that never comes', async () => {
    const router = fakeRouter()
    const client = new QueryClient()
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: never })
    let ready = false
    void firstScreenReady(router as unknown as ConsoleRouter, client, WAIT).then(() => (ready = true))

    await vi.advanceTimersByTimeAsync(WAIT.codeMs + WAIT.dataMs - 1)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
  })

  it('does not wait for a query that fills in later (a map’s pins)', async () => {
    const router = fakeRouter()
    router.initialize()
    const client = new QueryClient()
    void client.prefetchQuery({ queryKey: ['pins'], queryFn: never, meta: FILLS_IN_LATER })
    let ready = false
    void firstScreenReady(router as unknown as ConsoleRouter, client, WAIT).then(() => (ready = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(ready).toBe(true)
  })

  it('does not wait when the code is in and nothing is being fetched', async () => {
    const router = fakeRouter()
    router.initialize()
    let ready = false
    void firstScreenReady(router as unknown as ConsoleRouter, new QueryClient(), WAIT).then(() => (ready = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(ready).toBe(true)
  })
})
