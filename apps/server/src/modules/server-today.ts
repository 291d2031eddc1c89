import { toWireDate, type WireDate } from '@mc/domain'

/** The last answer and the local day it holds for: [from, until) in epoch milliseconds. */
let known: { today: WireDate; from: number; until: number } | undefined

/**
 * Today as every rule on the server sees it: the server's calendar date ('YYYY-MM-DD'). One clock,
 * so a mission cannot be "closed" to one module and open to another around midnight.
 *
 * Formatted once per local day rather than on every call: a polled GetMissionDetails asks for it
 * a handful of times per request (display state, ending soon, finished, cap window). The answer is
 * kept only while the clock reads a time inside that same local day (a clock set back, or the next
 * midnight, computes it again), so it is always what formatting the clock now would give.
 */
export function serverToday(): WireDate {
  const now = Date.now()
  if (known && now >= known.from && now < known.until) return known.today
  const date = new Date(now)
  const from = new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
  const until = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime()
  known = { today: toWireDate(date), from, until }
  return known.today
}
