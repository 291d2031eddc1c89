import { describe, expect, it } from 'vitest'
import { rowSummaryCountsOf, storeListProgressPercent } from './store-list-progress'

describe('rowSummaryCountsOf', () => {
  it('adds every status to the total and takes the three the progress reads', () => {
    const counts = rowSummaryCountsOf({ UNPROCESSED: 60, GEOCODING: 10, PIN_ADDED_TO_MISSION: 25, ERROR: 5 })
    expect(counts).toEqual({ total: 100, unprocessed: 60, pinAddedToMission: 25, error: 5 })
    // (40 under way or done + 25 added + 5 errored) / 200
    expect(storeListProgressPercent(counts)).toBe(35)
  })

  it('reads statuses left out as none', () => {
    expect(rowSummaryCountsOf({})).toEqual({ total: 0, unprocessed: 0, pinAddedToMission: 0, error: 0 })
  })
})
