import { type Queryable, prepareStatement, queryPrepared, queryRows } from '../../db/pg-statement'
import { sql } from 'drizzle-orm'
import {
  FAR_APART_METRES,
  SAME_SPOT_METRES,
  SIMILAR_STREET_FROM,
  type DuplicateConfidence,
  type DuplicatePair,
  type StreetMatch,
} from '@mc/domain/organizations/directory-health'

/**
 * The probable duplicate places of one organization (docs/domain/organizations.md, "Directory
 * health"), a page at a time: $1 the organization's id, $2 the page size, $3 the offset.
 *
 * Index-driven per organization: for each of its places, the places with the same house number in
 * the same postal code (places_postal_house_street_key_idx) and in the same state and city
 * (places_city_house_idx) are probed, then kept when one of the organization's stores is there
 * (organization_places_place_idx). Each pair is found from its older store (a.id < b.id), once.
 * The evidence, the confidence and the order are worked out over those candidates only; the pin
 * counts over the page only.
 */
export const DUPLICATE_PLACES_STATEMENT = `
with mine as (
  select op.id, op.identity, op.name, op.store_number, pl.identity as place_identity, pl.street, pl.street_key,
         case when pl.street_cores is null then null else pl.street_cores || pl.learned_street_cores end as street_cores,
         pl.city, pl.state, pl.postal_code, pl.latitude, pl.longitude, pl.location_approximate,
         split_part(pl.street_key, ' ', 1) as house, coalesce(pl.city_key, lower(pl.city)) as city_match
    from organization_places op join places pl on pl.id = op.place_id
   where op.organization_id = $1 and split_part(pl.street_key, ' ', 1) <> ''
),
pairs as (
  select a.*, ob.id as b_id, ob.identity as b_identity, ob.name as b_name, ob.store_number as b_store_number,
         pb.identity as b_place_identity, pb.street as b_street, pb.street_key as b_street_key,
         case when pb.street_cores is null then null else pb.street_cores || pb.learned_street_cores end as b_street_cores,
         pb.city as b_city, pb.state as b_state, pb.postal_code as b_postal_code, pb.latitude as b_latitude, pb.longitude as b_longitude,
         pb.location_approximate as b_location_approximate, coalesce(pb.city_key, lower(pb.city)) as b_city_match
    from mine a
    cross join lateral (
      select p.id from places p where p.postal_code = a.postal_code and split_part(p.street_key, ' ', 1) = a.house
      union
      select p.id from places p where p.state = a.state and p.city_key = a.city_match and split_part(p.street_key, ' ', 1) = a.house
    ) near
    join organization_places ob on ob.place_id = near.id and ob.organization_id = $1 and ob.id > a.id
    join places pb on pb.id = near.id
),
evidence as (
  select pairs.*, e.*,
         case when e.street_key_same then 'IDENTICAL'
              when e.same_core then 'SAME_CORE'
              when e.street_similarity >= ${SIMILAR_STREET_FROM} then 'SIMILAR'
              else 'DIFFERENT' end as street_match,
         e.distance_exact and e.distance_metres > ${FAR_APART_METRES} as far_apart,
         e.distance_exact and e.distance_metres <= ${SAME_SPOT_METRES} as same_spot
    from pairs
    cross join lateral (
      select coalesce(pairs.postal_code = pairs.b_postal_code, false) as same_postal_code,
             coalesce(pairs.state = pairs.b_state and pairs.city_match = pairs.b_city_match, false) as same_city,
             pairs.street_key = pairs.b_street_key as street_key_same,
             -- Null cores (old rows) are unknown: never a match, and the pair says they were not known.
             coalesce(pairs.street_cores && pairs.b_street_cores, false) as same_core,
             pairs.street_cores is not null and pairs.b_street_cores is not null as street_cores_known,
             similarity(pairs.street_key, pairs.b_street_key) as street_similarity,
             case when pairs.latitude is not null and pairs.longitude is not null and pairs.b_latitude is not null and pairs.b_longitude is not null
                  then earth_distance(ll_to_earth(pairs.latitude, pairs.longitude), ll_to_earth(pairs.b_latitude, pairs.b_longitude)) end as distance_metres,
             not pairs.location_approximate and not pairs.b_location_approximate as distance_exact,
             pairs.store_number is not null and pairs.b_store_number is not null and pairs.store_number <> pairs.b_store_number as different_store_numbers
    ) e
),
rated as (
  select evidence.*, c.confidence, array_position(array['HIGH', 'MEDIUM', 'LOW'], c.confidence) as rank
    from evidence
    cross join lateral (
      select case
        -- Two store numbers say two stores: listed only when everything else agrees.
        when different_store_numbers then
          case when street_match in ('IDENTICAL', 'SAME_CORE') and same_postal_code and same_city and not coalesce(far_apart, false) then 'LOW' end
        when street_match in ('IDENTICAL', 'SAME_CORE') and same_postal_code and not coalesce(far_apart, false) then 'HIGH'
        when street_match in ('IDENTICAL', 'SAME_CORE') and not coalesce(far_apart, false) then 'MEDIUM'
        when street_match = 'SIMILAR' and same_postal_code and not coalesce(far_apart, false) then 'MEDIUM'
        when street_match in ('IDENTICAL', 'SAME_CORE') then 'LOW'
        when street_match = 'SIMILAR' and not coalesce(far_apart, false) then 'LOW'
        when coalesce(same_spot, false) then 'LOW'
      end as confidence
    ) c
),
page as (
  select rated.*
    from rated
   where confidence is not null
   order by rank, street_similarity desc, distance_metres nulls last, identity, b_identity
   limit $2 offset $3
)
-- One row even for a page past the end, so the total is always there.
select t.total, page.*,
       (select count(*) from pins where organization_place_id = page.id) as pin_count,
       (select count(*) from pins where organization_place_id = page.b_id) as b_pin_count,
       (select count(*) from pins x join pins y on y.mission_id = x.mission_id and y.organization_place_id = page.b_id
         where x.organization_place_id = page.id) as shared_mission_count
  from (select count(*) as total from rated where confidence is not null) t
  left join page on true
 order by rank, street_similarity desc, distance_metres nulls last, identity, b_identity`

interface SideColumns {
  identity: string
  name: string | null
  store_number: string | null
  place_identity: string
  street: string | null
  city: string | null
  state: string | null
  postal_code: string | null
  location_approximate: boolean
}
type Prefixed<T> = { [K in keyof T as `b_${K & string}`]: T[K] }

interface DuplicateRow extends SideColumns, Prefixed<SideColumns> {
  /** Null only in the one row of a page past the end. */
  id: number | null
  house: string
  same_postal_code: boolean
  same_city: boolean
  street_match: StreetMatch
  street_similarity: number
  street_cores_known: boolean
  distance_metres: number | null
  distance_exact: boolean
  different_store_numbers: boolean
  confidence: DuplicateConfidence
  total: number
  pin_count: number
  b_pin_count: number
  shared_mission_count: number
}

/** "1500 S Lynn Riggs Blvd, Claremore, OK 74017", as the places table writes an address. */
const addressOf = (side: Pick<SideColumns, 'street' | 'city' | 'state' | 'postal_code'>) =>
  [side.street, side.city, [side.state, side.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')

const sideOf = (row: SideColumns, pinCount: number) => ({
  identity: row.identity,
  placeIdentity: row.place_identity,
  name: row.name,
  storeNumber: row.store_number,
  address: addressOf(row),
  locationApproximate: row.location_approximate,
  pinCount,
})

const secondSide = (row: DuplicateRow): SideColumns => ({
  identity: row.b_identity,
  name: row.b_name,
  store_number: row.b_store_number,
  place_identity: row.b_place_identity,
  street: row.b_street,
  city: row.b_city,
  state: row.b_state,
  postal_code: row.b_postal_code,
  location_approximate: row.b_location_approximate,
})

/** The tuned text as it is, its values by position (unnamed: planned with each call's values). */
const duplicatePlacesStatement = prepareStatement(null, sql.raw(DUPLICATE_PLACES_STATEMENT))

/** One page of the organization's probable duplicate pairs, most sure first, and how many there are in all. */
export async function duplicatePlacePairs(
  db: Queryable,
  organizationId: number,
  limit: number,
  offset: number,
): Promise<{ total: number; items: DuplicatePair[] }> {
  const rows = await queryPrepared<DuplicateRow>(db, duplicatePlacesStatement, [organizationId, limit, offset])
  return {
    total: rows[0]?.total ?? 0,
    items: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        confidence: row.confidence,
        first: sideOf(row, row.pin_count),
        second: sideOf(secondSide(row), row.b_pin_count),
        houseNumber: row.house,
        samePostalCode: row.same_postal_code,
        sameCity: row.same_city,
        streetMatch: row.street_match,
        streetSimilarity: row.street_similarity,
        streetCoresKnown: row.street_cores_known,
        distanceMetres: row.distance_metres,
        distanceExact: row.distance_exact,
        differentStoreNumbers: row.different_store_numbers,
        sharedMissionCount: row.shared_mission_count,
      })),
  }
}

/** The organization's id, or undefined for an unknown identity. */
export async function organizationIdOf(db: Queryable, identity: string): Promise<number | undefined> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from organizations where identity = ${identity}`)
  return rows[0]?.id
}
