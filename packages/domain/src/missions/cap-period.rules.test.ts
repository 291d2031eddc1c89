import { describe, expect, it } from 'vitest'
import { errorsOf } from '../test/issues'
import {
  canDeletePeriod,
  currentPeriod,
  hasPeriodEnded,
  hasPeriodStarted,
  isCapPeriodDateDisabled,
  needsCapPeriods,
  periodEndingSoon,
  periodStatus,
} from './cap-period.rules'
import { capPeriodFormSchema, capPeriodSchema, validateCapPeriod } from './cap-period.schema'
import type { ExistingCapPeriod } from './cap-period.rules'

const today = '2024-06-15'
const existing: ExistingCapPeriod[] = [
  { id: 1, name: 'May', startDate: '2024-05-01', endDate: '2024-05-31' },
  { id: 2, name: 'June', startDate: '2024-06-01', endDate: '2024-06-30' },
  { id: 3, name: 'August', startDate: '2024-08-01', endDate: '2024-08-31' },
]

describe('period timing', () => {
  it('has started when the start is today or earlier, ended when the end is before today', () => {
    expect(hasPeriodStarted({ startDate: today, endDate: today }, today)).toBe(true)
    expect(hasPeriodStarted({ startDate: '2024-06-16', endDate: '2024-06-20' }, today)).toBe(false)
    expect(hasPeriodEnded({ startDate: '2024-06-01', endDate: today }, today)).toBe(false)
    expect(hasPeriodEnded({ startDate: '2024-06-01', endDate: '2024-06-14' }, today)).toBe(true)
  })
  it('is past, current or future', () => {
    expect(existing.map((period) => periodStatus(period, today))).toEqual(['past', 'current', 'future'])
    expect(currentPeriod(existing, today)?.name).toBe('June')
  })
  it('cannot be deleted once started', () => {
    expect(canDeletePeriod(existing[2]!, today)).toBe(true)
    expect(canDeletePeriod(existing[1]!, today)).toBe(false)
    expect(canDeletePeriod({ startDate: today, endDate: '2024-07-01' }, today)).toBe(false)
  })
  it('finds the period ending today or tomorrow', () => {
    expect(periodEndingSoon(existing, '2024-06-29')?.name).toBe('June')
    expect(periodEndingSoon(existing, '2024-06-28')).toBeUndefined()
  })
  it('needs periods when CUSTOM has none', () => {
    expect(needsCapPeriods('CUSTOM', [])).toBe(true)
    expect(needsCapPeriods('CUSTOM', existing)).toBe(false)
    expect(needsCapPeriods('SIMPLE', [])).toBe(false)
  })
})

describe('cap period form', () => {
  it('requires the title and the date range', () => {
    expect(errorsOf(capPeriodFormSchema, {})).toEqual({
      name: 'This field is required.',
      startDate: 'This field is required.',
      endDate: 'This field is required.',
    })
  })
  it('as a schema, gives the messages of validateCapPeriod', () => {
    const schema = capPeriodSchema({ existing, mode: 'create', today })
    const overlapping = { name: 'Late June', startDate: '2024-06-20', endDate: '2024-07-05' }
    expect(errorsOf(schema, overlapping)).toEqual(validateCapPeriod({ period: overlapping, existing, mode: 'create', today }))
    expect(errorsOf(schema, {})).toEqual(errorsOf(capPeriodFormSchema, {}))
    expect(schema.safeParse({ name: ' July ', startDate: '2024-07-01', endDate: '2024-07-31' }).data).toEqual({
      name: 'July',
      startDate: '2024-07-01',
      endDate: '2024-07-31',
    })
  })
  it('as a schema, lets the period being edited keep its own dates', () => {
    const june = { name: 'June', startDate: '2024-06-01', endDate: '2024-07-10' }
    expect(capPeriodSchema({ id: 2, existing, mode: 'edit', today }).safeParse(june).success).toBe(true)
  })
})

describe('validateCapPeriod (create)', () => {
  const create = (startDate: string, endDate: string) => validateCapPeriod({ period: { name: 'New', startDate, endDate }, existing, mode: 'create', today })
  it('accepts a free range from today on', () => {
    expect(validateCapPeriod({ period: { name: 'N', startDate: today, endDate: today }, existing: [], mode: 'create', today })).toEqual({})
    expect(create('2024-07-01', '2024-07-31')).toEqual({})
  })
  it('refuses dates before today', () => {
    expect(validateCapPeriod({ period: { name: 'N', startDate: '2024-06-14', endDate: '2024-06-20' }, existing: [], mode: 'create', today })).toEqual({
      startDate: 'Must not be before Jun 15, 2024',
    })
  })
  it('refuses overlap, inclusive of both ends', () => {
    expect(create('2024-07-01', '2024-08-01')).toEqual({ endDate: 'Overlaps the cap period August' })
    expect(create('2024-06-30', '2024-07-10')).toEqual({ startDate: 'Overlaps the cap period June' })
    expect(create('2024-07-01', '2024-09-30')).toEqual({ endDate: 'Overlaps the cap period August' })
    expect(create('2024-09-01', '2024-09-30')).toEqual({})
  })
  it('reports form errors first', () => {
    expect(create('2024-07-10', '2024-07-01')).toEqual({ endDate: 'End date must not be before start date' })
    expect(validateCapPeriod({ period: { startDate: '2024-07-01', endDate: '2024-07-02' }, existing, mode: 'create', today })).toEqual({
      name: 'This field is required.',
    })
  })
})

describe('validateCapPeriod (edit)', () => {
  const edit = (period: { id: number; name?: string; startDate: string; endDate: string }) =>
    validateCapPeriod({ period: { name: 'Edited', ...period }, existing, mode: 'edit', today })
  it('does not count the period against itself', () => {
    expect(edit({ id: 3, startDate: '2024-08-01', endDate: '2024-08-15' })).toEqual({})
  })
  it('allows yesterday but not earlier for changed dates', () => {
    expect(edit({ id: 3, startDate: '2024-07-01', endDate: '2024-08-31' })).toEqual({})
    const future = [{ id: 9, name: 'Later', startDate: '2024-06-20', endDate: '2024-06-25' }]
    const move = (startDate: string) =>
      validateCapPeriod({ period: { id: 9, name: 'x', startDate, endDate: '2024-06-25' }, existing: future, mode: 'edit', today })
    expect(move('2024-06-14')).toEqual({})
    expect(move('2024-06-13')).toEqual({ startDate: 'Must not be before Jun 14, 2024' })
  })
  it('keeps the start of a started period, but its end may move', () => {
    expect(edit({ id: 2, startDate: '2024-06-02', endDate: '2024-06-30' })).toEqual({
      startDate: 'The start date cannot be changed once the period has started',
    })
    expect(edit({ id: 2, startDate: '2024-06-01', endDate: '2024-07-15' })).toEqual({})
    expect(edit({ id: 2, startDate: '2024-06-01', endDate: '2024-08-05' })).toEqual({ endDate: 'Overlaps the cap period August' })
  })
  it('locks both dates of an ended period, yet allows a rename', () => {
    expect(edit({ id: 1, startDate: '2024-05-01', endDate: '2024-06-10' })).toEqual({
      endDate: 'The dates cannot be changed once the period has ended',
    })
    expect(edit({ id: 1, name: 'Renamed', startDate: '2024-05-01', endDate: '2024-05-31' })).toEqual({})
  })
})

describe('date picker', () => {
  it('disables early days and days inside other periods', () => {
    expect(isCapPeriodDateDisabled('2024-06-14', { mode: 'create', today, existing: [] })).toBe(true)
    expect(isCapPeriodDateDisabled('2024-06-14', { mode: 'edit', today, existing: [] })).toBe(false)
    expect(isCapPeriodDateDisabled('2024-08-10', { mode: 'create', today, existing })).toBe(true)
    expect(isCapPeriodDateDisabled('2024-08-10', { mode: 'edit', today, existing, editingId: 3 })).toBe(false)
    expect(isCapPeriodDateDisabled('2024-07-10', { mode: 'create', today, existing })).toBe(false)
  })
})
