import { CENTROID_SCORE } from '../../integrations/geocoder'
import type { RowRecord } from './store-lists.repository'

export interface RowLocation {
  latitude: number
  longitude: number
  /** The point stands for an area (a ZIP centroid), not the store. */
  approximate: boolean
  source: 'STORE' | 'GEOCODE'
}

type LocatedRow = Pick<RowRecord, 'place_latitude' | 'place_longitude' | 'place_location_approximate' | 'latitude' | 'longitude' | 'geocode_score'>

/**
 * Where the report, the export and the maps put a row: its matched store's place when it has one
 * (so a row matched by store id shows where that store is, though its own address was never
 * geocoded), else the row's geocode; approximate when that point is a ZIP centroid.
 */
export function rowLocation(row: LocatedRow): RowLocation | null {
  if (row.place_latitude !== null && row.place_longitude !== null) {
    return { latitude: row.place_latitude, longitude: row.place_longitude, approximate: row.place_location_approximate === true, source: 'STORE' }
  }
  if (row.latitude !== null && row.longitude !== null) {
    return { latitude: row.latitude, longitude: row.longitude, approximate: Number(row.geocode_score ?? 0) <= CENTROID_SCORE, source: 'GEOCODE' }
  }
  return null
}
