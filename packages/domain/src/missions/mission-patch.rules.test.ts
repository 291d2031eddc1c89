import { describe, expect, it } from 'vitest'
import { classifyPatch, relevantCapPeriod, stateChangeError, STATE_LOCKED_MESSAGE, STATE_NOT_SETTABLE_MESSAGE } from './mission-patch.rules'

describe('classifyPatch', () => {
  it('reads a name as the full edit, an end date alone as extend, a state alone as a state change', () => {
    expect(classifyPatch({ name: 'x', endDate: '2024-01-01', state: 'ENABLED' })).toBe('edit')
    expect(classifyPatch({ endDate: '2024-01-01', state: 'ENABLED' })).toBe('extend')
    expect(classifyPatch({ state: 'DISABLED' })).toBe('state')
    expect(classifyPatch({})).toBe('flags')
  })
})

describe('stateChangeError', () => {
  it('allows UP, DOWN and TEST MODE targets while the mission is not finished or closed', () => {
    for (const next of ['ENABLED', 'DISABLED', 'TESTING']) expect(stateChangeError('ENABLED', next)).toBeUndefined()
    expect(stateChangeError('TESTED', 'ENABLED')).toBeUndefined()
  })
  it('refuses other targets and locked missions', () => {
    expect(stateChangeError('ENABLED', 'CLOSED')).toBe(STATE_NOT_SETTABLE_MESSAGE)
    expect(stateChangeError('ENABLED', 'nonsense')).toBe(STATE_NOT_SETTABLE_MESSAGE)
    expect(stateChangeError('FINISHED', 'ENABLED')).toBe(STATE_LOCKED_MESSAGE)
    expect(stateChangeError('CLOSED', 'DISABLED')).toBe(STATE_LOCKED_MESSAGE)
  })
})

describe('relevantCapPeriod', () => {
  const periods = [
    { name: 'future', startDate: '2024-05-01', endDate: '2024-05-31' },
    { name: 'past', startDate: '2024-03-01', endDate: '2024-03-31' },
    { name: 'current', startDate: '2024-04-01', endDate: '2024-04-30' },
  ]
  it('prefers the running period, then the next one, then the last one', () => {
    expect(relevantCapPeriod(periods, '2024-04-10')?.name).toBe('current')
    expect(
      relevantCapPeriod(
        periods.filter((p) => p.name !== 'current'),
        '2024-04-10',
      )?.name,
    ).toBe('future')
    expect(relevantCapPeriod(periods, '2024-07-01')?.name).toBe('future')
    expect(relevantCapPeriod([periods[1]!], '2024-07-01')?.name).toBe('past')
    expect(relevantCapPeriod([], '2024-07-01')).toBeUndefined()
  })
})
