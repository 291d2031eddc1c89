import { describe, expect, it } from 'vitest'
import {
  addDays,
  addYears,
  daysBetween,
  eodChip,
  eodLabel,
  formatDate,
  formatDateTime,
  formatElapsed,
  formatEpochSeconds,
  isWireDate,
  toWireDate,
} from './dates'
import { wireDateSchema } from './dates.schema'

describe('wire dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isWireDate('2024-02-29')).toBe(true)
    expect(isWireDate('2023-02-29')).toBe(false)
    expect(isWireDate('2024-04-31')).toBe(false)
    expect(isWireDate('2024-13-01')).toBe(false)
    expect(isWireDate('2024-00-10')).toBe(false)
    expect(isWireDate('2024-01-00')).toBe(false)
    expect(isWireDate('2024-1-01')).toBe(false)
    expect(isWireDate('2024-01-01T00:00:00Z')).toBe(false)
    expect(isWireDate(20240101)).toBe(false)
  })
  it('schema messages', () => {
    expect(wireDateSchema.safeParse(undefined).error?.issues[0]?.message).toBe('This field is required.')
    expect(wireDateSchema.safeParse('').error?.issues[0]?.message).toBe('This field is required.')
    expect(wireDateSchema.safeParse('2023-02-29').error?.issues[0]?.message).toBe('Must be a valid date (YYYY-MM-DD)')
    expect(wireDateSchema.parse('2024-03-01')).toBe('2024-03-01')
  })
  it('does day and year arithmetic on the calendar', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(addDays('2024-03-10', 7)).toBe('2024-03-17')
    expect(addYears('2024-02-29', -3)).toBe('2021-02-28')
    expect(addYears('2024-05-10', -3)).toBe('2021-05-10')
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2)
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2)
    expect(() => addDays('nope', 1)).toThrow(RangeError)
  })
  it('turns a local instant into its calendar date', () => {
    expect(toWireDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05')
    expect(toWireDate(new Date(2024, 0, 5, 0, 0))).toBe('2024-01-05')
  })
})

describe('display formats', () => {
  it('formats dates as MMM D, YYYY without shifting wire dates', () => {
    expect(formatDate('2024-01-05')).toBe('Jan 5, 2024')
    expect(formatDate(new Date(2024, 11, 31))).toBe('Dec 31, 2024')
    expect(formatDate('garbage')).toBe('')
  })
  it('formats times as MMM D, YYYY h:mma', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 15, 7))).toBe('Jan 5, 2024 3:07pm')
    expect(formatDateTime(new Date(2024, 0, 5, 9, 30))).toBe('Jan 5, 2024 9:30am')
    const seconds = new Date(2024, 6, 4, 0, 15).getTime() / 1000
    expect(formatEpochSeconds(seconds)).toBe('Jul 4, 2024 12:15am')
  })
})

describe('elapsed time', () => {
  it('reads in seconds under a minute, minutes and seconds under an hour, hours and minutes beyond', () => {
    expect(formatElapsed(420)).toBe('0.4 s')
    expect(formatElapsed(4_249)).toBe('4.2 s')
    expect(formatElapsed(59_940)).toBe('59.9 s')
    expect(formatElapsed(59_960)).toBe('1 min 0 s')
    expect(formatElapsed(192_400)).toBe('3 min 12 s')
    expect(formatElapsed(3_900_000)).toBe('1 h 5 min')
    expect(formatElapsed(-5)).toBe('0.0 s')
  })
})

describe('EOD labels', () => {
  it('marks today and tomorrow only', () => {
    expect(eodLabel('2024-03-10', '2024-03-10')).toBe('today EOD')
    expect(eodLabel('2024-03-11', '2024-03-10')).toBe('tomorrow EOD')
    expect(eodLabel('2024-03-12', '2024-03-10')).toBeNull()
    expect(eodLabel('2024-03-09', '2024-03-10')).toBeNull()
    expect(eodLabel('2024-03-01', '2024-02-29')).toBe('tomorrow EOD')
  })
  it('builds chips', () => {
    expect(eodChip('Ends', '2024-03-10', '2024-03-10')).toBe('Ends today EOD')
    expect(eodChip('Cap Period ends', '2024-03-11', '2024-03-10')).toBe('Cap Period ends tomorrow EOD')
    expect(eodChip('Closes', '2024-04-11', '2024-03-10')).toBeNull()
  })
})
