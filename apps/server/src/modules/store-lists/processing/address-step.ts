import type { AddressNormalizer } from '../../../integrations/address-normalizer'
import { coordinatesPlausibleForState } from '@mc/domain/store-lists/state-bounds'
import { timezoneAt, type Geocoder, type GeocodeResult } from '../../../integrations/geocoder'
import type { RowWork } from './row-work'

/** The score of coordinates the list gave for the store: the store itself, and matching evidence by distance. */
export const GIVEN_LOCATION_SCORE = 1

/**
 * The coordinates the list gave, when they lie in the row's state (a swapped or mistyped pair does
 * not): they place the store exactly, and the matcher may find a known store within its radius.
 */
function givenLocation(row: RowWork): GeocodeResult | null {
  if (!row.given || !coordinatesPlausibleForState(row.normalized?.state, row.given.latitude, row.given.longitude)) return null
  const { latitude, longitude } = row.given
  return {
    provider: 'store-list',
    providerId: null,
    score: GIVEN_LOCATION_SCORE,
    latitude,
    longitude,
    timezone: timezoneAt(latitude, longitude),
    precision: null,
  }
}

/**
 * UNPROCESSED → NORMALIZED → GEOCODED for the whole batch at once. A row the geocoder cannot place
 * keeps empty coordinates: it may still match by id.
 */
export async function addressStep(rows: readonly RowWork[], normalizer: AddressNormalizer, geocoder: Geocoder): Promise<void> {
  const normalized = await normalizer.normalize(
    rows.map(({ uploaded: u }) => ({ street: u.streetAddress, city: u.city, state: u.state, postalCode: u.postalCode, country: u.country })),
  )
  rows.forEach((row, index) => {
    row.normalized = normalized[index]!
    row.normalizationProvider = normalizer.provider
    row.status = 'NORMALIZED'
  })
  const results = await geocoder.geocode(normalized)
  rows.forEach((row, index) => {
    const hit = givenLocation(row) ?? results[index]
    row.geocode = hit
      ? { provider: hit.provider, providerId: hit.providerId, score: hit.score, latitude: hit.latitude, longitude: hit.longitude, precision: hit.precision }
      : { provider: geocoder.provider, providerId: null, score: 0, latitude: null, longitude: null, precision: null }
    row.status = 'GEOCODED'
  })
}
