import { describe, expect, it } from 'vitest'
import { boundsOf, hasCoordinates } from './map-points'

describe('map points', () => {
  it('frames every point between its south-west and north-east corners', () => {
    expect(
      boundsOf([
        { lat: 40, lng: -74 },
        { lat: 34, lng: -118 },
        { lat: 41.9, lng: -87.6 },
      ]),
    ).toEqual([
      [34, -118],
      [41.9, -74],
    ])
  })

  it('has no bounds without points', () => {
    expect(boundsOf([])).toBeUndefined()
  })

  it('only plots points with both coordinates', () => {
    expect(hasCoordinates({ lat: 1, lng: 2 })).toBe(true)
    expect(hasCoordinates({ lat: null, lng: 2 })).toBe(false)
    expect(hasCoordinates({ lat: Number.NaN, lng: 2 })).toBe(false)
  })
})
