import { describe, expect, it } from 'vitest'
import { boundsOf, hasCoordinates, middlePoint } from './map-points'

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

  it('opens a close-in map on the place nearest the middle of all of them, never on empty ground', () => {
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
})
