import { afterEach, describe, expect, it, vi } from 'vitest'
import { toWireDate } from '@mc/domain'
import { serverToday } from './server-today'

afterEach(() => {
  vi.useRealTimers()
})

/** Sets the clock to a local time (the server's calendar is local). */
const at = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) =>
  vi.setSystemTime(new Date(year, month - 1, day, hours, minutes, seconds, ms))

describe('serverToday', () => {
  it('is the local calendar date of the clock, also when the day it remembers has ended or the clock goes back', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const moments: [number, number, number, number, number, number, number][] = [
      [2026, 3, 28, 12, 0, 0, 0],
      [2026, 3, 28, 23, 59, 59, 999],
      [2026, 3, 29, 0, 0, 0, 0], // midnight: the next day at once
      [2026, 3, 29, 3, 30, 0, 0],
      [2026, 3, 28, 23, 59, 59, 999], // the clock set back: the earlier day again
      [2026, 12, 31, 23, 59, 59, 999],
      [2027, 1, 1, 0, 0, 0, 0],
    ]
    for (const moment of moments) {
      at(...moment)
      expect(serverToday()).toBe(toWireDate(new Date()))
      expect(serverToday()).toBe(`${moment[0]}-${String(moment[1]).padStart(2, '0')}-${String(moment[2]).padStart(2, '0')}`)
    }
  })
})
