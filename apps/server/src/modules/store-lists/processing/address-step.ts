import type { AddressNormalizer } from '../../../integrations/address-normalizer'
import type { Geocoder } from '../../../integrations/geocoder'
import type { RowWork } from './row-work'

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
    const hit = results[index]
    row.geocode = hit
      ? { provider: hit.provider, providerId: hit.providerId, score: hit.score, latitude: hit.latitude, longitude: hit.longitude, precision: hit.precision }
      : { provider: geocoder.provider, providerId: null, score: 0, latitude: null, longitude: null, precision: null }
    row.status = 'GEOCODED'
  })
}
