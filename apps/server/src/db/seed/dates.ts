// Calendar arithmetic on 'YYYY-MM-DD' strings in UTC, so the seed is the same in every
// time zone for a given `today`.

const DAY_MS = 86_400_000

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10)
}

/** The machine's local calendar date (what "today" means to the person running it). */
export function localToday(): string {
  const now = new Date()
  const m = String(now.getMonth() + 1).padStart(2, '0')
  const d = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${m}-${d}`
}

export function addDays(day: string, n: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS))
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** A moment on a calendar day, `hours` (may be fractional) after midnight UTC. */
export function at(day: string, hours = 12): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + hours * 3_600_000)
}

export function minDay(a: string, b: string): string {
  return a < b ? a : b
}

export function assertDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new Error(`today must be a YYYY-MM-DD date, got "${day}"`)
  }
  return day
}

/** Calendar quarter containing the day, shifted by `offset` quarters. */
export function quarter(day: string, offset: number): { name: string; start: string; end: string } {
  const y = Number(day.slice(0, 4))
  const q0 = Math.floor((Number(day.slice(5, 7)) - 1) / 3) + offset
  const year = y + Math.floor(q0 / 4)
  const q = ((q0 % 4) + 4) % 4
  const start = `${year}-${String(q * 3 + 1).padStart(2, '0')}-01`
  const nextStart = q === 3 ? `${year + 1}-01-01` : `${year}-${String(q * 3 + 4).padStart(2, '0')}-01`
  return { name: `Q${q + 1} ${year}`, start, end: addDays(nextStart, -1) }
}
