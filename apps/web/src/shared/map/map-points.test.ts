import { describe, expect, it } from 'vitest'
import { boundsOf } from './map-points'

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
})
