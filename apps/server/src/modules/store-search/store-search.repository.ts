import type pg from 'pg'
import { METRES_PER_MILE } from '@mc/domain/coverage/coverage.rules'

export interface PlaceRow {
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

/** Known stores by organization place id (unknown ids match nothing). */
export async function placesByIds(pool: pg.Pool, ids: readonly number[]): Promise<PlaceRow[]> {
  if (ids.length === 0) return []
  const { rows } = await pool.query<PlaceRow>(`select ${PLACE_COLUMNS} from ${PLACE_FROM} where op.id = any($1::bigint[])`, [ids])
  return rows
}

export interface PlaceFilter {
  /** Part of the organization's name, or its identity. */
  organization?: string
  state?: string
  city?: string
  latitude?: number
  longitude?: number
  /** Around latitude/longitude; 5 when not given. */
  radiusMiles?: number
  limit: number
}

/** Active stores that pass every filter given, by organization and store number, with the count of all that pass. */
export async function selectPlaces(pool: pg.Pool, filter: PlaceFilter): Promise<{ rows: PlaceRow[]; total: number }> {
  const where: string[] = ['op.is_active']
  const params: unknown[] = []
  if (filter.organization) where.push(`(o.name ilike $${params.push(`%${filter.organization}%`)} or o.identity = upper($${params.length}))`)
  if (filter.state) where.push(`upper(p.state) = upper($${params.push(filter.state)})`)
  if (filter.city) where.push(`lower(p.city) = lower($${params.push(filter.city)})`)
  if (filter.latitude !== undefined && filter.longitude !== undefined) {
    const metres = (filter.radiusMiles ?? 5) * METRES_PER_MILE
    where.push(`earth_box(ll_to_earth($${params.push(filter.latitude)}, $${params.push(filter.longitude)}), $${params.push(metres)}) @> ll_to_earth(p.latitude, p.longitude)
      and earth_distance(ll_to_earth($${params.length - 2}, $${params.length - 1}), ll_to_earth(p.latitude, p.longitude)) <= $${params.length}`)
  }
  const result = await pool.query<PlaceRow & { total: number }>(
    `select ${PLACE_COLUMNS}, count(*) over () as total from ${PLACE_FROM} where ${where.join(' and ')} order by o.name, op.store_number nulls last, op.id limit $${params.push(filter.limit)}`,
    params,
  )
  return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) }
}
