import { describe, expect, it } from 'vitest'
import { countRadius, mergeOverlapping, shortCount } from './canvas-counts-layer'

describe('counted circles', () => {
  it('say their count in at most four characters', () => {
    expect([1, 999, 1_000, 1_049, 9_999, 10_000, 56_789, 100_000].map(shortCount)).toEqual(['1', '999', '1.0k', '1.0k', '9.9k', '10k', '57k', '100k'])
  })

  it('grow with the count, 13 px for one to 29 px from 10,000 on', () => {
    expect(countRadius(1)).toBe(13)
    expect(countRadius(10_000)).toBe(29)
    expect(countRadius(100_000)).toBe(29)
    expect(countRadius(500)).toBeGreaterThan(countRadius(50))
  })

  it('that would overlap are drawn as one, at their mean, their counts and shares added', () => {
    const point = (lat: number, lng: number, green: number, orange: number) => ({
      lat,
      lng,
      count: green + orange,
      parts: [
        { color: 'green', count: green },
        { color: 'orange', count: orange },
      ],
      label: '',
    })
    const label = (p: { count: number }) => `${p.count} pins`
    // At zoom 6 a degree of longitude is ~45 px: 0.2 degrees apart overlap, 5 degrees apart do not.
    const merged = mergeOverlapping([point(40, -90, 10, 30), point(40, -89.8, 60, 0), point(40, -80, 1, 1)], 6, label)
    expect(merged).toHaveLength(2)
    expect(merged[0]).toMatchObject({ count: 100, label: '100 pins', parts: [{ count: 70 }, { count: 30 }] })
    expect(merged[0]!.lng).toBeCloseTo(-89.88, 5)
    expect(merged[1]).toMatchObject({ count: 2, lat: 40, lng: -80 })
  })
})
