import type pg from 'pg'
import { sql } from 'drizzle-orm'
import { execute, namedText, queryPrepared, queryRows, type Queryable } from '../db/pg-statement'
import { inTransaction } from '../db/transaction'
import { cityKey, type NormalizedAddress } from './address-normalizer'
import { normalizeStreet } from './street-normalizer'

export type MatchConfidence = 'HIGH' | 'MEDIUM' | 'LOW'

/** A store as a list describes it, already normalized (and geocoded, when it could be). */
export interface StoreCandidate {
  key: number
  organizationName: string | null
  storeNumber: string | null
  /** The street's match key (street-normalizer.ts), compared with places.street_key. */
  streetKey: string | null
  /** The street's cores (street-normalizer.ts), compared with places.street_cores. */
  streetCores: readonly string[]
  postalCode: string | null
  state: string | null
  /** The city's key (address-normalizer.ts cityKey), compared with places.city_key. */
  cityKey: string | null
  latitude: number | null
  longitude: number | null
  /** Whether the coordinates are a rooftop/street fix; a postal centroid is too coarse to match by distance. */
  precise: boolean
}

/** What a normalized address gives the matcher: street key and cores, postal code, state and city. */
export const candidateAddress = (
  address: NormalizedAddress | null,
): Pick<StoreCandidate, 'streetKey' | 'streetCores' | 'postalCode' | 'state' | 'cityKey'> => ({
  streetKey: address?.streetKey ?? null,
  streetCores: address?.streetCores ?? [],
  postalCode: address?.postalCode ?? null,
  state: address?.state ?? null,
  cityKey: address?.cityKey ?? null,
})

/** The evidence a store was matched by, strongest first (docs/domain/store-lists.md, "Matching"). */
export const MATCH_REASONS = [
  'store number',
  'address',
  'same street',
  'similar address',
  'nearby address',
  'house number',
  'address in state',
  'distance',
] as const
export type MatchReason = (typeof MATCH_REASONS)[number]

export interface StoreMatch {
  key: number
  organizationPlaceId: number
  confidence: MatchConfidence
  reason: MatchReason
  /** The matched store's own store number (null when it has none: the row's may be learned). */
  storeNumber: string | null
}

/**
 * How alike two street keys must be (pg_trgm trigram similarity, 0..1) for a row to match a store at
 * the same house number in the same postal code or city, or nearby. 0.55 takes one misspelt or
 * missing word of a four-word street ('3838 s semaron blvd' for '3838 s semoran blvd' is 0.58) and
 * leaves different streets apart ('100 main st' and '100 maine ave' are 0.44). Directionals must not
 * oppose: '1200 n main st' and '1200 s main st' are alike (0.81) but two places.
 */
export const SIMILAR_STREET_THRESHOLD = 0.55

/** The directionals as street keys write them (street-normalizer.ts). */
export const DIRECTIONAL_KEYS = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']

/** A street key's directionals run together ('1200 nw 23rd st' gives 'nw'), as a SQL expression. */
const directionalLetters = (key: string): string =>
  `coalesce((select string_agg(w, '') from unnest(string_to_array(${key}, ' ')) w where w = any($4::text[])), '')`

/**
 * Whether two street keys carry opposing directionals, one north and the other south, or east and
 * west: '1200 N Main St' and '1200 S Main St' are two places, '3105 Cobb Pkwy N' and '3105 Cobb Pkwy
 * NW' need not be. A key whose own directionals oppose each other names a road by them ('E W
 * Connector') and opposes nothing. A SQL expression over the two keys.
 */
const OPPOSING_DIRECTIONALS = (keyA: string, keyB: string): string =>
  `exists (select from (select ${directionalLetters(keyA)} as a, ${directionalLetters(keyB)} as b) d
            where d.a !~ 'n.*s|s.*n|e.*w|w.*e' and d.b !~ 'n.*s|s.*n|e.*w|w.*e'
              and d.a || ' ' || d.b ~ 'n.* .*s|s.* .*n|e.* .*w|w.* .*e')`

/** How many other spellings of its street a place keeps (places.learned_street_cores): enough for the sources a chain's lists come from, bounded. */
export const LEARNED_STREET_CORES_LIMIT = 12

/** Metres within which a precisely placed row is taken as the same store (LOW confidence). */
export const MATCH_RADIUS_METRES = 150

/**
 * Metres within which the very same street and house number is the same store though the sources
 * name another town and ZIP: a ZIP or city centre can be this far from the store, and a chain has
 * no two stores at one street address this close.
 */
export const NEARBY_ADDRESS_METRES = 25_000

/**
 * A house number alone is evidence only where the organization has at most this many stores in the
 * row's postal code: a chain has one or two stores in most ZIP codes (Walmart's 2021 directory: never
 * two at one house number in one ZIP); in a downtown ZIP with dozens, house numbers repeat.
 */
export const HOUSE_NUMBER_MAX_STORES_IN_POSTAL_CODE = 3

/** The one statement of matchStores (exported so a test can read its plan). */
export const MATCH_STORES_STATEMENT = `with input as (
     select v.*, lower(trim(v."organizationName")) as org_key, split_part(v."streetKey", ' ', 1) as house,
            array(select w from unnest(string_to_array(v."streetKey", ' ')) w where w = any($4::text[]) order by w) as directionals
       from json_to_recordset($1::json)
         as v(key int, "organizationName" text, "storeNumber" text, "streetKey" text, "streetCores" text[], "postalCode" text,
              state text, "cityKey" text, latitude float8, longitude float8, precise boolean)
   ),
   orgs as (
     select n.org_key, o.id from (select distinct org_key from input where org_key is not null) n
     join organizations o on lower(o.name) = n.org_key or exists (select 1 from unnest(o.alternative_names) a where lower(a) = n.org_key)
   ),
   -- "store_number is not null" lets the planner use the partial unique (organization, store
   -- number) index even without statistics (the embedded database never auto-analyzes).
   by_number as (
     select distinct on (i.key) i.key, op.id as op_id, op.store_number,
            case when p.street_key = i."streetKey" or p.postal_code = i."postalCode" then 'HIGH' else 'MEDIUM' end as confidence,
            'store number' as reason
       from input i
       join orgs g on g.org_key = i.org_key
       join organization_places op on op.organization_id = g.id and op.store_number = i."storeNumber" and op.store_number is not null
       join places p on p.id = op.place_id
      order by i.key, (p.street_key = i."streetKey" or p.postal_code = i."postalCode") desc, op.id
   ),
   -- The organization's places at the row's house number, in its postal code or in its city and
   -- state: two probes of the (postal code, house number) and (state, city, house number) indexes per
   -- row, so a chain crowding thousands of stores into one ZIP code or city costs a handful of
   -- comparisons per row, never one per place.
   candidates as (
     select i.key, op.id as op_id, op.organization_id, op.store_number, p.street_key, p.same_postal, i."postalCode" as row_postal,
            p.street_key = i."streetKey" as same_key,
            p.street_cores && i."streetCores" as same_core,
            i."storeNumber" is not null and op.store_number is not null and op.store_number <> i."storeNumber" as other_number,
            i."streetKey" as row_key, i.directionals as row_directionals,
            array(select w from unnest(string_to_array(p.street_key, ' ')) w where w = any($4::text[]) order by w) as directionals
       from input i
       cross join lateral (
         select p.id, p.street_key, p.street_cores || p.learned_street_cores as street_cores, true as same_postal from places p
          where p.postal_code = i."postalCode" and split_part(p.street_key, ' ', 1) = i.house
         union all
         select p.id, p.street_key, p.street_cores || p.learned_street_cores, false from places p
          where p.state = i.state and p.city_key = i."cityKey" and split_part(p.street_key, ' ', 1) = i.house
            and p.postal_code is distinct from i."postalCode"
       ) p
       join organization_places op on op.place_id = p.id
       join orgs g on g.id = op.organization_id and g.org_key = i.org_key
      where i.house <> '' and i.key not in (select key from by_number)
   ),
   -- The same street (the same key): HIGH, whatever store number either side has (a conflicting
   -- one is reported, not taken as a second store). The same street once directionals, types, route
   -- words and spacing are set aside (a shared core) where the directionals agree or one side has
   -- none ('1500 Lynn Riggs Blvd' is '1500 S Lynn Riggs Blvd', '1200 N Main St' is not '1200 S Main
   -- St'), or a misspelt one (similar keys, the same directionals): MEDIUM, and only when the store
   -- numbers do not say the stores differ.
   by_address as (
     select distinct on (c.key) c.key, c.op_id, c.store_number,
            case when c.same_key then 'HIGH' else 'MEDIUM' end as confidence,
            case when c.same_key then 'address' when c.same_core then 'same street' else 'similar address' end as reason
       from candidates c
      where c.same_key
         or (not c.other_number and (
               (c.same_core and (c.directionals = c.row_directionals or cardinality(c.directionals) = 0 or cardinality(c.row_directionals) = 0))
               or (c.row_key ~ '^[0-9]' and similarity(c.street_key, c.row_key) >= $3 and not ${OPPOSING_DIRECTIONALS('c.street_key', 'c.row_key')})))
      order by c.key, c.same_key desc, c.same_core desc, c.same_postal desc, similarity(c.street_key, c.row_key) desc, c.op_id
   ),
   -- The same street at the house number (the very same key, a shared core, or a similar key),
   -- nearby though in another postal code and city: two sources name a store's town differently
   -- ('Cathedral City 92262' and 'Palm Springs 92264' for 5601 E Ramon Rd; 'Kennesaw' and 'Marietta'
   -- for 2795 Chastain Meadows Pkwy). Within NEARBY_METRES of the row's location, even a ZIP or city
   -- centre; the directionals must not oppose.
   by_nearby as (
     select distinct on (i.key) i.key, op.id as op_id, op.store_number, 'MEDIUM' as confidence, 'nearby address' as reason
       from input i
       join places p on earth_box(ll_to_earth(i.latitude, i.longitude), $5) @> ll_to_earth(p.latitude, p.longitude)
                    and split_part(p.street_key, ' ', 1) = i.house
       join organization_places op on op.place_id = p.id
       join orgs g on g.id = op.organization_id and g.org_key = i.org_key
      where i.latitude is not null and i.house ~ '^[0-9]'
        and (p.street_key = i."streetKey"
             or (((p.street_cores || p.learned_street_cores) && i."streetCores" or similarity(p.street_key, i."streetKey") >= $3)
                 and not ${OPPOSING_DIRECTIONALS('p.street_key', 'i."streetKey"')}))
        and not (i."storeNumber" is not null and op.store_number is not null and op.store_number <> i."storeNumber")
        and i.key not in (select key from by_number union all select key from by_address)
      order by i.key, p.street_key = i."streetKey" desc, (p.street_cores || p.learned_street_cores) && i."streetCores" desc,
               earth_distance(ll_to_earth(i.latitude, i.longitude), ll_to_earth(p.latitude, p.longitude)), op.id
   ),
   -- The house number alone, when the organization has one place at that number in the row's postal
   -- code, few places there at all, and nothing says otherwise (no opposing directionals, no other
   -- store number): a road two sources call by different names ('1735 SOUTH PARK STREET' and '1735 S
   -- Highway 27', Carrollton GA 30117). Two places at the number (a store that moved along its road)
   -- match neither; nor does a chain crowding a downtown ZIP, where house numbers repeat. Not in a
   -- city: New Port Richey FL has two stores at 8745 (State Road 54 and Little Road).
   by_house as (
     select c.key, c.op_id, c.store_number, 'LOW' as confidence, 'house number' as reason
       from (select c.*, count(*) over (partition by c.key) as at_number from candidates c where c.same_postal) c
      where c.at_number = 1 and c.row_key ~ '^[0-9]' and not c.other_number
        and not ${OPPOSING_DIRECTIONALS('c.street_key', 'c.row_key')}
        and c.key not in (select key from by_address union all select key from by_nearby)
        and (select count(*) from (select from places p join organization_places op on op.place_id = p.id
                                    where p.postal_code = c.row_postal and op.organization_id = c.organization_id limit $6) few) < $6
   ),
   -- A row that cannot be placed (no postal code, a city no gazetteer knows) and names the very same
   -- street and house number as exactly one of the organization's places in its state.
   by_state as (
     select i.key, min(op.id) as op_id, min(op.store_number) as store_number, 'LOW' as confidence, 'address in state' as reason
       from input i
       join places p on p.state = i.state and p.street_key = i."streetKey"
       join organization_places op on op.place_id = p.id
       join orgs g on g.id = op.organization_id and g.org_key = i.org_key
      where i.latitude is null and i."postalCode" is null and i.house ~ '^[0-9]'
        and not (i."storeNumber" is not null and op.store_number is not null and op.store_number <> i."storeNumber")
        and i.key not in (select key from by_number union all select key from by_address)
      group by i.key
     having count(*) = 1
   ),
   by_distance as (
     select i.key, near.op_id, near.store_number, 'LOW' as confidence, 'distance' as reason
       from input i
       cross join lateral (
         select op.id as op_id, op.store_number
           from places p
           join organization_places op on op.place_id = p.id
           join orgs g on g.id = op.organization_id and g.org_key = i.org_key
          where earth_box(ll_to_earth(i.latitude, i.longitude), $2) @> ll_to_earth(p.latitude, p.longitude)
            and not (i."storeNumber" is not null and op.store_number is not null and op.store_number <> i."storeNumber")
          order by earth_distance(ll_to_earth(i.latitude, i.longitude), ll_to_earth(p.latitude, p.longitude)), op.id
          limit 1
       ) near
      where i.precise and i.latitude is not null
        and i.key not in (select key from by_number union all select key from by_address union all select key from by_nearby
                          union all select key from by_house union all select key from by_state)
   ),
   -- Each source looks only at the rows the sources before it left without a store (a re-deployed
   -- store found by its number is not probed again: 8.5 -> 3.5 ms for a batch of 60 on a list of
   -- known stores). The skip is a NOT IN over the earlier sources' keys, which PostgreSQL hashes;
   -- NOT EXISTS anti-joins were planned as nested loops (a JSON input is always estimated at 100
   -- rows). Ranks then keep the best source per row.
   ranked as (
     select *, 1 as rank from by_number union all select *, 2 from by_address union all select *, 3 from by_nearby
     union all select *, 4 from by_house union all select *, 5 from by_state union all select *, 6 from by_distance
   )
   select distinct on (key) key, op_id, store_number, confidence, reason from ranked order by key, rank`

export const matchParameters = (candidates: readonly StoreCandidate[]) => [
  JSON.stringify(candidates),
  MATCH_RADIUS_METRES,
  SIMILAR_STREET_THRESHOLD,
  DIRECTIONAL_KEYS,
  NEARBY_ADDRESS_METRES,
  HOUSE_NUMBER_MAX_STORES_IN_POSTAL_CODE + 1,
]

/**
 * Finds the known store (organization place) for many candidates in one statement. The name must
 * match the organization (or one of its alternative names), case-insensitively; then:
 * HIGH   same store number and same street or postal code; or the same street (the same match key,
 *        so 'Hwy 280' and 'Highway 280' are one street) at the house number, in the postal code or
 *        the city and state;
 * MEDIUM same store number only; or, at the same house number in the same postal code or city, a
 *        street with a common core (its own or one learned from an earlier list: '1500 LYNN RIGGS
 *        BLVD' for '1500 S Lynn Riggs Blvd', '200 Marketplace Dr' for '200 Market Place Dr') or a
 *        similar key (pg_trgm similarity >= SIMILAR_STREET_THRESHOLD: a typo, a word more or less),
 *        directionals not opposing, unless the store numbers differ; or the same street within
 *        NEARBY_ADDRESS_METRES of the row's location (even a ZIP or city centre), when the sources
 *        name the town otherwise.
 * LOW    the house number alone in the postal code (the organization's only place at it, and at most
 *        HOUSE_NUMBER_MAX_STORES_IN_POSTAL_CODE there); the very same address in the state, for a row
 *        that cannot be placed; a place within MATCH_RADIUS_METRES of a precise location (a rooftop
 *        geocode or coordinates the list gave). Each unless the store numbers differ.
 * docs/domain/store-lists.md, "Matching confidence", gives the cases each rule was measured on.
 * Each source is one set-based join over the whole batch (index probes per row), and the best
 * source wins per row, so a batch of 1,000 costs one statement, not 1,000 lookups.
 */
export async function matchStores(tx: Queryable, candidates: readonly StoreCandidate[]): Promise<StoreMatch[]> {
  if (candidates.length === 0) return []
  const rows = await queryPrepared<{ key: number; op_id: number; store_number: string | null; confidence: MatchConfidence; reason: MatchReason }>(
    tx,
    namedText('match-stores', MATCH_STORES_STATEMENT),
    matchParameters(candidates),
  )
  return rows.map((row) => ({
    key: row.key,
    organizationPlaceId: Number(row.op_id),
    confidence: row.confidence,
    reason: row.reason,
    storeNumber: row.store_number,
  }))
}

/** Text for a row's status detail: what matched and how sure we are. */
export const matchDetail = (match: Pick<StoreMatch, 'confidence' | 'reason'>): string =>
  `Matched a known store by ${match.reason} (${match.confidence} confidence)`

const STREET_KEY_BATCH = 5000

/**
 * Computes the street key, the street's cores and the city key of every place that has a street but
 * no cores yet: places written before cores existed, or by raw SQL. Run before matching reads them
 * (store-list processing, /store_match); once all are filled it is one probe of an empty partial
 * index. Each batch takes its rows with SKIP LOCKED in a short transaction of its own, so processes
 * filling at once share the work. A new version of the key or the cores only needs a migration that
 * sets street_cores to null.
 */
export async function fillMissingStreetKeys(pool: pg.Pool): Promise<number> {
  let filled = 0
  for (;;) {
    const count = await inTransaction(pool, async (client) => {
      const rows = await queryRows<{ id: number; street: string; city: string | null }>(
        client,
        sql`select id, street, city from places where street_cores is null and street is not null order by id limit ${STREET_KEY_BATCH} for update skip locked`,
      )
      if (rows.length > 0) {
        // A street without a word gets '', which no normalized street's key equals.
        const keys = rows.map((row) => {
          const street = normalizeStreet(row.street)
          return { id: row.id, key: street?.key ?? '', cores: street?.cores ?? [], city: cityKey(row.city) }
        })
        await execute(
          client,
          sql`update places p set street_key = v.key, street_cores = v.cores, city_key = v.city
             from json_to_recordset(${JSON.stringify(keys)}::json) as v(id bigint, key text, cores text[], city text) where p.id = v.id`,
        )
      }
      return rows.length
    })
    filled += count
    if (count < STREET_KEY_BATCH) return filled
  }
}
