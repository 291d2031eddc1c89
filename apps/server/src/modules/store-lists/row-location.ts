import type { LocationPrecision } from '@mc/domain/store-lists/store-list.enums'
import { CENTROID_SCORE, CITY_CENTRE_SCORE } from '../../integrations/geocoder'
import type { RowRecord } from './store-lists.repository'

export interface RowLocation {
  latitude: number
  longitude: number
  /** The point stands for an area (a ZIP or city centre), not the store. */
  approximate: boolean
  /** Which area: the postal code's centre or the city's (null when the point is the store). */
  precision: LocationPrecision | null
  source: 'STORE' | 'GEOCODE'
}

type LocatedRow = Pick<
  RowRecord,
  'place_latitude' | 'place_longitude' | 'place_location_approximate' | 'place_location_precision' | 'latitude' | 'longitude' | 'geocode_score'
>

/** A geocode's precision from its score: the offline geocoder scores a city centre and a ZIP centroid apart (geocoder.ts). */
const geocodePrecision = (score: number): LocationPrecision | null => (score <= CITY_CENTRE_SCORE ? 'CITY' : score <= CENTROID_SCORE ? 'POSTAL_CODE' : null)

/**
 * Where the report, the export and the maps put a row: its matched store's place when it has one
 * (so a row matched by store id shows where that store is, though its own address was never
 * geocoded), else the row's geocode; approximate when that point is a ZIP or city centre, and which.
 */
export function rowLocation(row: LocatedRow): RowLocation | null {
  if (row.place_latitude !== null && row.place_longitude !== null) {
    const approximate = row.place_location_approximate === true
    const precision = approximate ? (row.place_location_precision ?? 'POSTAL_CODE') : null
    return { latitude: row.place_latitude, longitude: row.place_longitude, approximate, precision, source: 'STORE' }
  }
  if (row.latitude !== null && row.longitude !== null) {
    const precision = geocodePrecision(Number(row.geocode_score ?? 0))
    return { latitude: row.latitude, longitude: row.longitude, approximate: precision !== null, precision, source: 'GEOCODE' }
  }
  return null
}
