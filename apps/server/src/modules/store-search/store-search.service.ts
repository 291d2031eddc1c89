import type pg from 'pg'
import { createOfflineAddressNormalizer } from '../../integrations/address-normalizer'
import { CENTROID_SCORE, geocoderFromEnv } from '../../integrations/geocoder'
import { candidateAddress, fillMissingStreetKeys, matchStores } from '../../integrations/store-matcher'
import type { z } from 'zod'
import type { storeMatchInputSchema, storeSelectQuerySchema } from './store-search.schema'
import { placesByIds, selectPlaces, type PlaceRow } from './store-search.repository'

const normalizer = createOfflineAddressNormalizer()
const geocoder = geocoderFromEnv()

const placeJson = (row: PlaceRow) => ({
  identity: row.identity,
  storeNumber: row.store_number,
  organizationName: row.organization_name,
  organizationIdentity: row.organization_identity,
  streetAddress: row.street,
  city: row.city,
  state: row.state,
  postalCode: row.postal_code,
  latitude: row.latitude,
  longitude: row.longitude,
})

/** /store_match: which known stores a list names, with the store-list matcher and its confidence. */
export async function matchStoreList(pool: pg.Pool, input: z.infer<typeof storeMatchInputSchema>) {
  const normalized = await normalizer.normalize(
    input.stores.map((s) => ({ street: s.streetAddress, city: s.city, state: s.state, postalCode: s.postalCode, country: s.country ?? 'US' })),
  )
  const geocoded = await geocoder.geocode(normalized)
  await fillMissingStreetKeys(pool)
  const matches = await matchStores(
    pool,
    input.stores.map((store, key) => ({
      key,
      organizationName: store.organizationName,
      storeNumber: store.storeNumber,
      ...candidateAddress(normalized[key]!),
      latitude: geocoded[key]?.latitude ?? null,
      longitude: geocoded[key]?.longitude ?? null,
      precise: (geocoded[key]?.score ?? 0) > CENTROID_SCORE,
    })),
  )
  const places = await placesByIds(
    pool,
    matches.map((m) => m.organizationPlaceId),
  )
  const placeById = new Map(places.map((row) => [Number(row.op_id), row]))
  return {
    results: input.stores.map((store, key) => {
      const match = matches.find((m) => m.key === key)
      const place = match ? placeById.get(match.organizationPlaceId) : undefined
      return { row: key + 1, input: store, confidence: match?.confidence ?? null, reason: match?.reason ?? null, place: place ? placeJson(place) : null }
    }),
  }
}

/** /store_select: known stores by organization, state, city or radius around a point. */
export async function selectStores(pool: pg.Pool, query: z.infer<typeof storeSelectQuerySchema>) {
  const { rows, total } = await selectPlaces(pool, query)
  return { total, places: rows.map(placeJson) }
}
