import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstPaintNeeds } from './first-paint'

const painted = (entries: PerformanceEntry[]) => vi.spyOn(performance, 'getEntriesByName').mockReturnValue(entries)

describe('firstPaintNeeds', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('on a first load (nothing painted yet), settles once what the largest paint needs has come, or failed', async () => {
    painted([])
    let answer: (value: string) => void = () => undefined
    const centre = new Promise<string>((resolve) => (answer = resolve))
    let settled = false
    void firstPaintNeeds([centre, Promise.reject(new Error('no map code'))], 1000)!.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(600)
    expect(settled).toBe(false)
    answer('bounds')
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
  })

  it('waits at most its bound: the screen then draws without the map', async () => {
    painted([])
    let settled = false
    void firstPaintNeeds([new Promise(() => undefined)], 1000)!.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
  })

  it('asks no wait once the console has painted (a navigation inside it)', () => {
    painted([{ name: 'first-contentful-paint', entryType: 'paint', startTime: 420, duration: 0 } as PerformanceEntry])
    expect(firstPaintNeeds([new Promise(() => undefined)], 1000)).toBeUndefined()
  })
})
