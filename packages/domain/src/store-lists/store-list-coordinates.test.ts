import { describe, expect, it } from 'vitest'
import { checkCoordinates, implausibleCoordinateRows } from './store-list-coordinates'

describe('store list coordinates (ours)', () => {
  it('reads the same point from sheet text and from payload numbers', () => {
    expect(checkCoordinates('30.2672', ' -97.7431'.trim())).toEqual({ latitude: 30.2672, longitude: -97.7431, problems: [] })
    expect(checkCoordinates(30.2672, -97.7431)).toEqual({ latitude: 30.2672, longitude: -97.7431, problems: [] })
    expect(checkCoordinates('+45', '.5')).toMatchObject({ latitude: 45, longitude: 0.5 })
    expect(checkCoordinates(90, -180)).toMatchObject({ latitude: 90, longitude: -180, problems: [] })
  })
  it('neither is fine; one without the other is not', () => {
    for (const blank of [undefined, null, '']) expect(checkCoordinates(blank, blank)).toEqual({ latitude: null, longitude: null, problems: [] })
    expect(checkCoordinates('30.1', undefined)).toEqual({
      latitude: null,
      longitude: null,
      problems: [{ column: 'longitude', message: 'Missing longitude: give latitude and longitude together, or neither' }],
    })
    expect(checkCoordinates(null, -97).problems).toEqual([
      { column: 'latitude', message: 'Missing latitude: give latitude and longitude together, or neither' },
    ])
  })
  it('refuses text that is not a plain number and values out of range', () => {
    for (const text of ['30,1', '30.1N', '0x1E', 'Infinity', '1e400', '--3', '30 1']) {
      expect(checkCoordinates(text, '0').problems).toEqual([{ column: 'latitude', message: `Invalid latitude: ${text} (a number from -90 to 90)` }])
    }
    expect(checkCoordinates(-90.0001, 180.0001).problems.map((problem) => problem.message)).toEqual([
      'Invalid latitude: -90.0001 (a number from -90 to 90)',
      'Invalid longitude: 180.0001 (a number from -180 to 180)',
    ])
    expect(checkCoordinates(Number.NaN, 0).problems).toHaveLength(1)
  })
})

describe('implausibleCoordinateRows', () => {
  it("counts the rows whose coordinates cannot be right for the row's state, not the rows without any", () => {
    const rows = [
      { rowNumber: 3, state: 'TX', latitude: 30.2672, longitude: -97.7431 },
      { rowNumber: 4, state: 'TX', latitude: -97.7431, longitude: 30.2672 },
      { rowNumber: 5, state: 'Oregon', latitude: 30.2672, longitude: -97.7431 },
      { rowNumber: 6, state: 'TX', latitude: null, longitude: null },
      { rowNumber: 7, state: null, latitude: 30.2672, longitude: -97.7431 },
    ]
    expect(implausibleCoordinateRows(rows)).toEqual([4, 5, 7])
  })
})
