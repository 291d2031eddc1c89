import { sql, type SQL } from 'drizzle-orm'
import { type Queryable, queryRows } from '../../db/pg-statement'
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

const PLACE_COLUMNS = sql`op.id as op_id, op.identity, op.store_number, o.name as organization_name, o.identity as organization_identity,
  p.street, p.city, p.state, p.postal_code, p.latitude, p.longitude`
const PLACE_FROM = sql`organization_places op join organizations o on o.id = op.organization_id join places p on p.id = op.place_id`

/** Known stores by organization place id (unknown ids match nothing). */
export async function placesByIds(pool: Queryable, ids: readonly number[]): Promise<PlaceRow[]> {
  if (ids.length === 0) return []
  return queryRows<PlaceRow>(pool, sql`select ${PLACE_COLUMNS} from ${PLACE_FROM} where op.id = any(${sql.param([...ids])}::bigint[])`)
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
export async function selectPlaces(pool: Queryable, filter: PlaceFilter): Promise<{ rows: PlaceRow[]; total: number }> {
  const where: SQL[] = [sql`op.is_active`]
  if (filter.organization) where.push(sql`(o.name ilike ${`%${filter.organization}%`} or o.identity = upper(${filter.organization}))`)
  if (filter.state) where.push(sql`upper(p.state) = upper(${filter.state})`)
  if (filter.city) where.push(sql`lower(p.city) = lower(${filter.city})`)
  if (filter.latitude !== undefined && filter.longitude !== undefined) {
    const metres = (filter.radiusMiles ?? 5) * METRES_PER_MILE
    const centre = sql`ll_to_earth(${filter.latitude}, ${filter.longitude})`
    where.push(sql`earth_box(${centre}, ${metres}) @> ll_to_earth(p.latitude, p.longitude)
      and earth_distance(${centre}, ll_to_earth(p.latitude, p.longitude)) <= ${metres}`)
  }
  const rows = await queryRows<PlaceRow & { total: number }>(
    pool,
    sql`select ${PLACE_COLUMNS}, count(*) over () as total from ${PLACE_FROM} where ${sql.join(where, sql` and `)}
        order by o.name, op.store_number nulls last, op.id limit ${filter.limit}`,
  )
  return { rows, total: rows[0]?.total ?? 0 }
}
