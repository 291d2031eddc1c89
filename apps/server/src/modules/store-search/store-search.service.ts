import type pg from 'pg'
import { createOfflineAddressNormalizer } from '../../integrations/address-normalizer'
import { CENTROID_SCORE, geocoderFromEnv } from '../../integrations/geocoder'
import { fillMissingStreetKeys, matchStores } from '../../integrations/store-matcher'
import type { z } from 'zod'
import type { storeMatchInputSchema, storeSelectQuerySchema } from './store-search.schema'

const METRES_PER_MILE = 1609.344
const normalizer = createOfflineAddressNormalizer()
const geocoder = geocoderFromEnv()

interface PlaceRow {
  op_id: number
  identity: string
  store_number: string | null
  organization_name: string
  organization_identity: string
  street: string | null
  city: string | null
  state: string | null
  postal_code: string | null
  latitude: number | null
  longitude: number | null
}

const PLACE_COLUMNS = `op.id as op_id, op.identity, op.store_number, o.name as organization_name, o.identity as organization_identity,
  p.street, p.city, p.state, p.postal_code, p.latitude, p.longitude`
const PLACE_FROM = `organization_places op join organizations o on o.id = op.organization_id join places p on p.id = op.place_id`

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
      streetKey: normalized[key]!.streetKey,
      postalCode: normalized[key]!.postalCode,
      latitude: geocoded[key]?.latitude ?? null,
      longitude: geocoded[key]?.longitude ?? null,
      precise: (geocoded[key]?.score ?? 0) > CENTROID_SCORE,
    })),
  )
  const places = matches.length
    ? (await pool.query<PlaceRow>(`select ${PLACE_COLUMNS} from ${PLACE_FROM} where op.id = any($1::bigint[])`, [matches.map((m) => m.organizationPlaceId)]))
        .rows
    : []
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
  const where: string[] = ['op.is_active']
  const params: unknown[] = []
  if (query.organization) where.push(`(o.name ilike $${params.push(`%${query.organization}%`)} or o.identity = upper($${params.length}))`)
  if (query.state) where.push(`upper(p.state) = upper($${params.push(query.state)})`)
  if (query.city) where.push(`lower(p.city) = lower($${params.push(query.city)})`)
  if (query.latitude !== undefined && query.longitude !== undefined) {
    const metres = (query.radiusMiles ?? 5) * METRES_PER_MILE
    where.push(`earth_box(ll_to_earth($${params.push(query.latitude)}, $${params.push(query.longitude)}), $${params.push(metres)}) @> ll_to_earth(p.latitude, p.longitude)
      and earth_distance(ll_to_earth($${params.length - 2}, $${params.length - 1}), ll_to_earth(p.latitude, p.longitude)) <= $${params.length}`)
  }
  const rows = await pool.query<PlaceRow & { total: number }>(
    `select ${PLACE_COLUMNS}, count(*) over () as total from ${PLACE_FROM} where ${where.join(' and ')} order by o.name, op.store_number nulls last, op.id limit $${params.push(query.limit)}`,
    params,
  )
  return { total: Number(rows.rows[0]?.total ?? 0), places: rows.rows.map(placeJson) }
}
