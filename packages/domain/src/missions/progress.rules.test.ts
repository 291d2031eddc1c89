import { describe, expect, it } from 'vitest'
import { formatPercent, normalizeCapProgress, percentOf, progressSegments, progressTowardTarget } from './progress.rules'

describe('cap progress', () => {
  it('normalises the six counts and the deprecated names', () => {
    expect(normalizeCapProgress({ completed: 4, rejected: 2, pending: 1 })).toEqual({
      approved: 4,
      pending: 1,
      started: 0,
      refused: 2,
      suppressed: 0,
      abandoned: 0,
    })
    expect(normalizeCapProgress({ approved: 5, completed: 4 }).approved).toBe(5)
    expect(normalizeCapProgress(null).approved).toBe(0)
    expect(normalizeCapProgress({ started: -3, pending: Number.NaN })).toMatchObject({ started: 0, pending: 0 })
  })
  it('rounds percentages to 2 decimals', () => {
    expect(percentOf(1, 3)).toBe(33.33)
    expect(percentOf(2, 3)).toBe(66.67)
    expect(percentOf(1, 0)).toBe(0)
    expect(formatPercent(percentOf(1, 8))).toBe('12.50%')
  })
  it('stacks segments against the target, or against the total without one', () => {
    const progress = normalizeCapProgress({ approved: 5, pending: 3, refused: 2 })
    const segments = progressSegments(progress, 20)
    expect(segments.map((segment) => segment.state)).toEqual(['approved', 'pending', 'started', 'refused', 'suppressed', 'abandoned'])
    expect(segments[0]).toMatchObject({ count: 5, percent: 25 })
    expect(progressSegments(progress, 0)[0]?.percent).toBe(50)
    // More responses than the target: shares of all responses, so the bar never overflows.
    const over = progressSegments(progress, 4)
    expect(over.reduce((sum, segment) => sum + segment.percent, 0)).toBeCloseTo(100, 1)
    expect(progressTowardTarget(progress, 20)).toBe(25)
    expect(progressTowardTarget(progress, null)).toBe(0)
  })
})
