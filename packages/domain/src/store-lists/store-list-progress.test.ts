import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isFinalRowStatus, rowStatusShowsSpinner, STORE_LIST_ROW_STATUSES } from './store-list.enums'
import { rowProgressWeight, storeListProgress, storeListProgressPercent } from './store-list-progress'

describe('row statuses', () => {
  it('are the 21 statuses in order, final at PIN_ADDED_TO_MISSION or ERROR', () => {
    expect(STORE_LIST_ROW_STATUSES).toHaveLength(21)
    expect(STORE_LIST_ROW_STATUSES.filter(isFinalRowStatus)).toEqual(['PIN_ADDED_TO_MISSION', 'ERROR'])
    expect(rowStatusShowsSpinner('GEOCODING')).toBe(true)
    expect(rowStatusShowsSpinner('ERROR')).toBe(false)
  })
})

describe('store list progress', () => {
  it('is 0 before any row moves and 100 when every row is done', () => {
    expect(storeListProgressPercent({ total: 4, unprocessed: 4, pinAddedToMission: 0, error: 0 })).toBe(0)
    expect(storeListProgressPercent({ total: 4, unprocessed: 0, pinAddedToMission: 4, error: 0 })).toBe(100)
    expect(storeListProgressPercent({ total: 4, unprocessed: 0, pinAddedToMission: 0, error: 4 })).toBe(100)
    expect(storeListProgressPercent({ total: 4, unprocessed: 0, pinAddedToMission: 3, error: 1 })).toBe(100)
    expect(storeListProgressPercent({ total: 0, unprocessed: 0, pinAddedToMission: 0, error: 0 })).toBe(0)
  })
  it('counts a row under way as half', () => {
    expect(storeListProgressPercent({ total: 4, unprocessed: 2, pinAddedToMission: 0, error: 0 })).toBe(25)
    expect(storeListProgressPercent({ total: 3, unprocessed: 0, pinAddedToMission: 1, error: 0 })).toBe(66.67)
  })
  it('agrees with per-row weights for any mix of statuses', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STORE_LIST_ROW_STATUSES), { minLength: 1, maxLength: 200 }), (statuses) => {
        const count = (status: string) => statuses.filter((s) => s === status).length
        const summary = { total: statuses.length, unprocessed: count('UNPROCESSED'), pinAddedToMission: count('PIN_ADDED_TO_MISSION'), error: count('ERROR') }
        const weights = statuses.reduce((sum, status) => sum + rowProgressWeight(status), 0)
        expect(storeListProgressPercent(summary)).toBeCloseTo((weights / (2 * statuses.length)) * 100, 2)
        if (statuses.every(isFinalRowStatus)) expect(storeListProgressPercent(summary)).toBe(100)
      }),
      { numRuns: 2000 },
    )
  })
  it('is blue with a spinner until PROCESSED, then green', () => {
    const summary = { total: 2, unprocessed: 0, pinAddedToMission: 1, error: 1 }
    expect(storeListProgress(summary, 'PROCESSING')).toEqual({ percent: 100, errorPercent: 50, color: 'blue', showSpinner: true })
    expect(storeListProgress(summary, 'PROCESSED')).toMatchObject({ color: 'green', showSpinner: false })
  })
})
