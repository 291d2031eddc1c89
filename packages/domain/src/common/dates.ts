// No zod here: screens format dates without loading the schemas (the schema is dates.schema.ts).
import dayjs from 'dayjs'

export const DATE_FORMAT = 'MMM D, YYYY'
export const DATE_TIME_FORMAT = 'MMM D, YYYY h:mma'
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD'

/**
 * A calendar date as it travels on the wire: 'YYYY-MM-DD'. Rules compare
 * these strings directly: for four-digit years string order is date order,
 * and no time zone can shift a plain calendar date.
 */
export type WireDate = string

const WIRE_DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/

function parts(date: WireDate): [number, number, number] | null {
  const match = WIRE_DATE_SHAPE.exec(date)
  if (!match) return null
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** True only for real calendar dates: '2023-02-29' and '2024-13-01' are refused. */
export function isWireDate(value: unknown): value is WireDate {
  if (typeof value !== 'string') return false
  const ymd = parts(value)
  if (!ymd) return false
  const [year, month, day] = ymd
  if (month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

// Day arithmetic in UTC so the machine's time zone and DST never move a date.
function fromUtc(date: Date): WireDate {
  return date.toISOString().slice(0, 10)
}

function assertWireDate(date: WireDate): [number, number, number] {
  const ymd = isWireDate(date) ? parts(date) : null
  if (!ymd) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`)
  return ymd
}

export function addDays(date: WireDate, days: number): WireDate {
  const [year, month, day] = assertWireDate(date)
  return fromUtc(new Date(Date.UTC(year, month - 1, day + days)))
}

/** Same month and day `years` later (or earlier); 29 Feb falls back to 28 Feb. */
export function addYears(date: WireDate, years: number): WireDate {
  const [year, month, day] = assertWireDate(date)
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate()
  return fromUtc(new Date(Date.UTC(year + years, month - 1, Math.min(day, lastDay))))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: WireDate, to: WireDate): number {
  const [fy, fm, fd] = assertWireDate(from)
  const [ty, tm, td] = assertWireDate(to)
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000)
}

/** The local calendar date of an instant: callers turn their clock's "now" into `today` with this. */
export function toWireDate(instant: Date): WireDate {
  return dayjs(instant).format(WIRE_DATE_FORMAT)
}

export const isBefore = (a: WireDate, b: WireDate): boolean => a < b
export const isAfter = (a: WireDate, b: WireDate): boolean => a > b
export const maxDate = (a: WireDate, b: WireDate): WireDate => (a > b ? a : b)
export const minDate = (a: WireDate, b: WireDate): WireDate => (a < b ? a : b)

type DateInput = WireDate | Date | number

// dayjs reads a bare 'YYYY-MM-DD' as a local calendar date, never shifted by UTC.
const toDayjs = (value: DateInput) => dayjs(value)

/** 'MMM D, YYYY'; an unreadable value gives ''. */
export function formatDate(value: DateInput): string {
  const parsed = toDayjs(value)
  return parsed.isValid() ? parsed.format(DATE_FORMAT) : ''
}

/** 'MMM D, YYYY h:mma' in local time; an unreadable value gives ''. */
export function formatDateTime(value: DateInput): string {
  const parsed = toDayjs(value)
  return parsed.isValid() ? parsed.format(DATE_TIME_FORMAT) : ''
}

/**
 * How long something took, for a person: '0.4 s' and '4.2 s' under a minute, '3 min 12 s' under an
 * hour, '1 h 5 min' beyond (a coverage report's time from request to done).
 */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, ms) / 1000
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`
  const whole = Math.round(seconds)
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`
  return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`
}

/** Pins carry availableAt as epoch seconds. */
export const formatEpochSeconds = (seconds: number): string => formatDateTime(seconds * 1000)

export type EodLabel = 'today EOD' | 'tomorrow EOD'

/** The end-of-day marker for dates near now; null when the date is neither today nor tomorrow. */
export function eodLabel(date: WireDate, today: WireDate): EodLabel | null {
  if (date === today) return 'today EOD'
  if (isWireDate(date) && isWireDate(today) && date === addDays(today, 1)) return 'tomorrow EOD'
  return null
}

/** A chip such as 'Ends today EOD' or 'Cap Period ends tomorrow EOD'; null when no marker applies. */
export function eodChip(prefix: string, date: WireDate, today: WireDate): string | null {
  const label = eodLabel(date, today)
  return label === null ? null : `${prefix} ${label}`
}
