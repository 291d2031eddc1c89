import type pg from 'pg'
import { namedStatement } from '../db/pg-statement'
import { streetKey } from './street-normalizer'

export type MatchConfidence = 'HIGH' | 'MEDIUM' | 'LOW'

/** A store as a list describes it, already normalized (and geocoded, when it could be). */
export interface StoreCandidate {
  key: number
  organizationName: string | null
  storeNumber: string | null
  /** The street's match key (street-normalizer.ts), compared with places.street_key. */
  streetKey: string | null
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

/**
 * How alike two street keys must be (pg_trgm trigram similarity, 0..1) for a row to match a store at
 * the same house number in the same postal code. 0.6 takes one misspelt or missing word of a
 * four-word street and leaves different streets apart ('100 main st' and '100 maine ave' are 0.44).
 * The directionals must be the same: '1200 n main st' and '1200 s main st' are alike (0.81) but
 * two places.
 */
export const SIMILAR_STREET_THRESHOLD = 0.6

/** The directionals as street keys write them (street-normalizer.ts). */
const DIRECTIONAL_KEYS = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']

/** Metres within which a precisely geocoded row is taken as the same store (LOW confidence). */
export const MATCH_RADIUS_METRES = 150

/** The one statement of matchStores (exported so a test can read its plan). */
export const MATCH_STORES_STATEMENT = `with input as (
     select v.*, lower(trim(v."organizationName")) as org_key
       from json_to_recordset($1::json)
         as v(key int, "organizationName" text, "storeNumber" text, "streetKey" text, "postalCode" text, latitude float8, longitude float8, precise boolean)
   ),
   orgs as (
     select n.org_key, o.id from (select distinct org_key from input where org_key is not null) n
     join organizations o on lower(o.name) = n.org_key or exists (select 1 from unnest(o.alternative_names) a where lower(a) = n.org_key)
   ),
   -- "store_number is not null" lets the planner use the partial unique (organization, store
   -- number) index even without statistics (the embedded database never auto-analyzes).
   by_number as (
     select distinct on (i.key) i.key, op.id as op_id,
            case when p.street_key = i."streetKey" or p.postal_code = i."postalCode" then 'HIGH' else 'MEDIUM' end as confidence,
            'store number' as reason
       from input i
       join orgs g on g.org_key = i.org_key
       join organization_places op on op.organization_id = g.id and op.store_number = i."storeNumber" and op.store_number is not null
       join places p on p.id = op.place_id
      order by i.key, (p.street_key = i."streetKey" or p.postal_code = i."postalCode") desc, op.id
   ),
   -- One probe of the (postal code, house number, street key) index per row.
   by_address as (
     select distinct on (i.key) i.key, op.id as op_id, 'HIGH' as confidence, 'address' as reason
       from input i
       join places p on p.postal_code = i."postalCode" and split_part(p.street_key, ' ', 1) = split_part(i."streetKey", ' ', 1)
                     and p.street_key = i."streetKey"
       join organization_places op on op.place_id = p.id
       join orgs g on g.id = op.organization_id and g.org_key = i.org_key
      where i.key not in (select key from by_number)
      order by i.key, op.id
   ),
   -- A misspelt street at the same house number, in the same postal code and organization: one
   -- probe of the (postal code, house number) prefix of the same index per row, and similarity is
   -- computed for the few places it finds (never for every place of a crowded postal code).
   by_similar_address as (
     select distinct on (i.key) i.key, op.id as op_id, 'MEDIUM' as confidence, 'similar address' as reason
       from input i
       join places p on p.postal_code = i."postalCode" and split_part(p.street_key, ' ', 1) = split_part(i."streetKey", ' ', 1)
       join organization_places op on op.place_id = p.id
       join orgs g on g.id = op.organization_id and g.org_key = i.org_key
      where i.key not in (select key from by_number union all select key from by_address)
        and i."streetKey" <> '' and similarity(p.street_key, i."streetKey") >= $3
        and array(select w from unnest(string_to_array(p.street_key, ' ')) w where w = any($4::text[]) order by w)
          = array(select w from unnest(string_to_array(i."streetKey", ' ')) w where w = any($4::text[]) order by w)
      order by i.key, similarity(p.street_key, i."streetKey") desc, op.id
   ),
   by_distance as (
     select i.key, near.op_id, 'LOW' as confidence, 'distance' as reason
       from input i
       cross join lateral (
         select op.id as op_id
           from places p
           join organization_places op on op.place_id = p.id
           join orgs g on g.id = op.organization_id and g.org_key = i.org_key
          where earth_box(ll_to_earth(i.latitude, i.longitude), $2) @> ll_to_earth(p.latitude, p.longitude)
          order by earth_distance(ll_to_earth(i.latitude, i.longitude), ll_to_earth(p.latitude, p.longitude)), op.id
          limit 1
       ) near
      where i.precise and i.latitude is not null
        and i.key not in (select key from by_number union all select key from by_address union all select key from by_similar_address)
   ),
   -- Each source looks only at the rows the sources before it left without a store (a re-deployed
   -- store found by its number is not probed three more times: 8.5 -> 3.5 ms for a batch of 60 on a
   -- list of known stores). The skip is a NOT IN over the earlier sources' keys, which PostgreSQL
   -- hashes; NOT EXISTS anti-joins were planned as nested loops (a JSON input is always estimated
   -- at 100 rows). Ranks then keep the best source per row.
   ranked as (
     select *, 1 as rank from by_number union all select *, 2 from by_address
     union all select *, 3 from by_similar_address union all select *, 4 from by_distance
   )
   select distinct on (key) key, op_id, confidence, reason from ranked order by key, rank`

export const matchParameters = (candidates: readonly StoreCandidate[]) => [
  JSON.stringify(candidates),
  MATCH_RADIUS_METRES,
  SIMILAR_STREET_THRESHOLD,
  DIRECTIONAL_KEYS,
]

/**
 * Finds the known store (organization place) for many candidates in one statement. The name must
 * match the organization (or one of its alternative names), case-insensitively; then:
 * HIGH   same store number and same street or postal code, or same street and postal code
 *        (the same street: the same match key, so 'Hwy 280' and 'Highway 280' are one street);
 * MEDIUM same store number only; or, in the same postal code, the same house number and a street
 *        whose key is similar (pg_trgm similarity >= SIMILAR_STREET_THRESHOLD: 'Dale Mabrey Hwy'
 *        for 'Dale Mabry Hwy', a word more or less), so a typo does not make a second store;
 * LOW    a place of the organization within MATCH_RADIUS_METRES of a precise geocode.
 * Each source is one set-based join over the whole batch (index probes per row), and the best
 * source wins per row, so a batch of 1,000 costs one statement, not 1,000 lookups.
 */
export async function matchStores(sql: pg.ClientBase | pg.Pool, candidates: readonly StoreCandidate[]): Promise<StoreMatch[]> {
  if (candidates.length === 0) return []
  const result = await sql.query<{ key: number; op_id: number; confidence: MatchConfidence; reason: string }>(
    namedStatement('match-stores', MATCH_STORES_STATEMENT, matchParameters(candidates)),
  )
  return result.rows.map((row) => ({ key: row.key, organizationPlaceId: Number(row.op_id), confidence: row.confidence, reason: row.reason }))
}

/** Text for a row's status detail: what matched and how sure we are. */
export const matchDetail = (match: Pick<StoreMatch, 'confidence' | 'reason'>): string =>
  `Matched a known store by ${match.reason} (${match.confidence} confidence)`

const STREET_KEY_BATCH = 5000

/**
 * Computes the street key of every place that has a street but no key yet: places written before
 * keys existed, or by raw SQL. Run before matching reads keys (store-list processing, /store_match);
 * once all are filled it is one probe of an empty partial index. Each batch takes its rows with
 * SKIP LOCKED in a short transaction of its own, so processes filling at once share the work.
 * A new version of the key only needs a migration that sets street_key to null.
 */
export async function fillMissingStreetKeys(pool: pg.Pool): Promise<number> {
  let filled = 0
  for (;;) {
    const client = await pool.connect()
    let count: number
    try {
      await client.query('begin')
      const rows = await client.query<{ id: string; street: string }>(
        `select id, street from places where street_key is null and street is not null order by id limit $1 for update skip locked`,
        [STREET_KEY_BATCH],
      )
      count = rows.rows.length
      if (count > 0) {
        // A street without a word gets '', which no normalized street's key equals.
        const keys = rows.rows.map((row) => ({ id: Number(row.id), key: streetKey(row.street) ?? '' }))
        await client.query(`update places p set street_key = v.key from json_to_recordset($1::json) as v(id bigint, key text) where p.id = v.id`, [
          JSON.stringify(keys),
        ])
      }
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
    filled += count
    if (count < STREET_KEY_BATCH) return filled
  }
}
