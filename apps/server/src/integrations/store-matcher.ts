import type pg from 'pg'

export type MatchConfidence = 'HIGH' | 'MEDIUM' | 'LOW'

/** A store as a list describes it, already normalized (and geocoded, when it could be). */
export interface StoreCandidate {
  key: number
  organizationName: string | null
  storeNumber: string | null
  street: string | null
  postalCode: string | null
  latitude: number | null
  longitude: number | null
  /** Whether the coordinates are a rooftop/street fix; a postal centroid is too coarse to match by distance. */
  precise: boolean
}

export interface StoreMatch {
  key: number
  organizationPlaceId: number
  confidence: MatchConfidence
  reason: string
}

/** Metres within which a precisely geocoded row is taken as the same store (LOW confidence). */
export const MATCH_RADIUS_METRES = 150

/**
 * Finds the known store (organization place) for many candidates in one statement. The name must
 * match the organization (or one of its alternative names), case-insensitively; then:
 * HIGH   same store number and same street or postal code, or same street and postal code;
 * MEDIUM same store number only;
 * LOW    a place of the organization within MATCH_RADIUS_METRES of a precise geocode.
 * Each source uses an index (org + store number, postal code, earth GiST), so a batch is cheap.
 */
export async function matchStores(sql: pg.ClientBase | pg.Pool, candidates: readonly StoreCandidate[]): Promise<StoreMatch[]> {
  if (candidates.length === 0) return []
  const result = await sql.query<{ key: number; op_id: number; confidence: MatchConfidence; reason: string }>(
    `with input as (
       select * from json_to_recordset($1::json)
         as v(key int, "organizationName" text, "storeNumber" text, street text, "postalCode" text, latitude float8, longitude float8, precise boolean)
     ),
     names as (select distinct lower(trim("organizationName")) as name from input where "organizationName" is not null),
     orgs as (
       select n.name, o.id from names n
       join organizations o on lower(o.name) = n.name or exists (select 1 from unnest(o.alternative_names) a where lower(a) = n.name)
     )
     select i.key, best.op_id, best.confidence, best.reason
       from input i
       cross join lateral (
         select * from (
           select op.id as op_id,
                  case when lower(p.street) = lower(i.street) or p.postal_code = i."postalCode" then 'HIGH' else 'MEDIUM' end as confidence,
                  case when lower(p.street) = lower(i.street) or p.postal_code = i."postalCode" then 1 else 2 end as rank,
                  'store number' as reason, 0::float8 as distance
             from orgs g
             join organization_places op on op.organization_id = g.id and op.store_number = i."storeNumber"
             join places p on p.id = op.place_id
            where g.name = lower(trim(i."organizationName")) and i."storeNumber" is not null
           union all
           select op.id, 'HIGH', 1, 'address', 0
             from places p
             join organization_places op on op.place_id = p.id
             join orgs g on g.id = op.organization_id and g.name = lower(trim(i."organizationName"))
            where i."postalCode" is not null and p.postal_code = i."postalCode" and lower(p.street) = lower(i.street)
           union all
           select op.id, 'LOW', 3, 'distance', earth_distance(ll_to_earth(i.latitude, i.longitude), ll_to_earth(p.latitude, p.longitude))
             from places p
             join organization_places op on op.place_id = p.id
             join orgs g on g.id = op.organization_id and g.name = lower(trim(i."organizationName"))
            where i.precise and i.latitude is not null
              and earth_box(ll_to_earth(i.latitude, i.longitude), $2) @> ll_to_earth(p.latitude, p.longitude)
         ) found
         order by rank, distance, op_id
         limit 1
       ) best`,
    [JSON.stringify(candidates), MATCH_RADIUS_METRES],
  )
  return result.rows.map((row) => ({ key: row.key, organizationPlaceId: Number(row.op_id), confidence: row.confidence, reason: row.reason }))
}

/** Text for a row's status detail: what matched and how sure we are. */
export const matchDetail = (match: Pick<StoreMatch, 'confidence' | 'reason'>): string =>
  `Matched a known store by ${match.reason} (${match.confidence} confidence)`
