import { describe, expect, it } from 'vitest'
import { CENTROID_SCORE, CITY_CENTRE_SCORE } from '../../integrations/geocoder'
import { rowLocation } from './row-location'

const none = {
  place_latitude: null,
  place_longitude: null,
  place_location_approximate: null,
  place_location_precision: null,
  latitude: null,
  longitude: null,
  geocode_score: null,
}

describe('rowLocation', () => {
  it("puts a matched row at its store's place, approximate only when the place is", () => {
    expect(
      rowLocation({
        ...none,
        place_latitude: 30.2,
        place_longitude: -97.7,
        place_location_approximate: false,
        latitude: 30.1,
        longitude: -97.1,
        geocode_score: CENTROID_SCORE,
      }),
    ).toEqual({ latitude: 30.2, longitude: -97.7, approximate: false, precision: null, source: 'STORE' })
    expect(rowLocation({ ...none, place_latitude: 30.2, place_longitude: -97.7, place_location_approximate: true })).toEqual({
      latitude: 30.2,
      longitude: -97.7,
      approximate: true,
      precision: 'POSTAL_CODE',
      source: 'STORE',
    })
    expect(
      rowLocation({ ...none, place_latitude: 30.2, place_longitude: -97.7, place_location_approximate: true, place_location_precision: 'CITY' }),
    ).toMatchObject({ approximate: true, precision: 'CITY' })
  })

  it('falls back to the geocode, approximate when it is a ZIP centroid, and to nothing', () => {
    expect(rowLocation({ ...none, latitude: 30.1, longitude: -97.1, geocode_score: CENTROID_SCORE })).toMatchObject({ approximate: true, source: 'GEOCODE' })
    expect(rowLocation({ ...none, latitude: 30.1, longitude: -97.1, geocode_score: CITY_CENTRE_SCORE })).toMatchObject({ approximate: true, precision: 'CITY' })
    expect(rowLocation({ ...none, latitude: 30.1, longitude: -97.1, geocode_score: 0.95 })).toMatchObject({
      approximate: false,
      precision: null,
      source: 'GEOCODE',
    })
    expect(rowLocation(none)).toBeNull()
  })
})
