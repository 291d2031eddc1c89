import { describe, expect, it } from 'vitest'
import { hasCoordinates, middlePoint, placesBounds } from './organization-map.rules'

describe('where the organization map opens', () => {
  it('only plots points with both coordinates', () => {
    expect(hasCoordinates({ lat: 1, lng: 2 })).toBe(true)
    expect(hasCoordinates({ lat: null, lng: 2 })).toBe(false)
    expect(hasCoordinates({ lat: 1, lng: undefined })).toBe(false)
    expect(hasCoordinates({ lat: Number.NaN, lng: 2 })).toBe(false)
    expect(hasCoordinates({ lat: 1, lng: Number.POSITIVE_INFINITY })).toBe(false)
  })

  it('on the place nearest the middle of all of them, never on empty ground', () => {
    const austin = [
      { key: 'a', lat: 30.27, lng: -97.74 },
      { key: 'b', lat: 30.28, lng: -97.73 },
      { key: 'c', lat: 30.26, lng: -97.75 },
    ]
    // One far-away store does not drag the view into the space between.
    expect(middlePoint([...austin, { key: 'nyc', lat: 40.71, lng: -74.0 }])?.key).toBe('b')
    expect(middlePoint(austin)?.key).toBe('a')
    expect(middlePoint([{ key: 'only', lat: 1, lng: 2 }])?.key).toBe('only')
    expect(middlePoint([])).toBeUndefined()
  })

  it('frames every point by its corners', () => {
    expect(
      placesBounds([
        { lat: 30.2, lng: -97.7 },
        { lat: 40.7, lng: -74 },
        { lat: 35, lng: -90 },
      ]),
    ).toEqual({ south: 30.2, west: -97.7, north: 40.7, east: -74 })
    expect(placesBounds([])).toBeUndefined()
  })
})
