import { describe, expect, it } from 'vitest'
import { edgesReach, polygonContains } from './piece-in-tile'

// A square island from 0 to 10 degrees with a lake from 4 to 6.
const island: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ],
    [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
      [4, 4],
    ],
  ],
}

describe('edgesReach', () => {
  it('finds a coast or a lake shore that crosses the box, and none in the middle of the land', () => {
    expect(edgesReach(island, [-1, 2, 1, 3])).toBe(true) // the west coast
    expect(edgesReach(island, [5.5, 5.5, 7, 7])).toBe(true) // the lake's corner
    expect(edgesReach(island, [1, 1, 3, 3])).toBe(false) // inland
    expect(edgesReach(island, [20, 20, 21, 21])).toBe(false) // open sea
  })

  it('tests a line by its segments, not by its bounding box', () => {
    const border: GeoJSON.LineString = {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [0, 10],
        [10, 10],
      ],
    }
    expect(edgesReach(border, [4, 4, 6, 6])).toBe(false)
    expect(edgesReach(border, [-1, 4, 1, 6])).toBe(true)
  })
})

describe('polygonContains', () => {
  it('is true on the land and false in the lake and at sea', () => {
    expect(polygonContains(island, 2, 2)).toBe(true)
    expect(polygonContains(island, 5, 5)).toBe(false)
    expect(polygonContains(island, 12, 5)).toBe(false)
  })
})
