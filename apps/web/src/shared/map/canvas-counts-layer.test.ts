import { describe, expect, it } from 'vitest'
import { countRadius, shortCount } from './canvas-counts-layer'

describe('counted circles', () => {
  it('say their count in at most four characters', () => {
    expect([1, 999, 1_000, 1_049, 9_999, 10_000, 56_789, 100_000].map(shortCount)).toEqual(['1', '999', '1.0k', '1.0k', '9.9k', '10k', '57k', '100k'])
  })

  it('grow with the count, 14 px for one to 34 px at 10,000', () => {
    expect(countRadius(1)).toBe(14)
    expect(countRadius(10_000)).toBe(34)
    expect(countRadius(500)).toBeGreaterThan(countRadius(50))
  })
})
