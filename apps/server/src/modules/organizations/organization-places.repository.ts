import { sql, type SQL } from 'drizzle-orm'
import { SEARCH_COUNT_CAP } from '@mc/domain/common/search'
import type { OrganizationPlace } from '@mc/domain/organizations/organization.types'
import { INDEXED_STORES_MAX, walkedCount, walkHoldsPage } from '../search-walk'
import { queryRows, type Queryable } from '../../db/pg-statement'
import { estimatedRows, storeMatchesSql, storesMatchingEstimateSql, storesMatchingSql } from './store-search.sql'
import { missionNotDeleted } from '../missions/mission.sql'

/** A place as the queries read it: the REST answer's columns, with the organization flat and no formatted address. */
export interface OrganizationPlaceRow extends Omit<OrganizationPlace, 'address' | 'organization'> {
  organization_identity: string
  organization_name: string
}

/** Active pins: running pins of missions that are switched on and not finished, closed or deleted. */
const PIN_COUNTS = sql`
  select pn.organization_place_id,
    count(*)::int as pin_count,
    (count(*) filter (where pn.is_running and m.is_active and ${missionNotDeleted()} and m.state not in ('FINISHED', 'CLOSED')))::int as active_pin_count
  from pins pn join missions m on m.id = pn.mission_id`

const PLACE_COLUMNS = sql`
  op.identity, op.name, op.store_number, pl.identity as place_identity, pl.street, pl.city, pl.state, pl.postal_code, pl.country,
  pl.phone, pl.timezone, op.match_score, op.georectified, op.is_active, op.relationship_type_id, rt.name as relationship_type,
  pl.latitude, pl.longitude, pl.location_approximate, pl.location_precision, coalesce(pc.pin_count, 0) as pin_count, coalesce(pc.active_pin_count, 0) as active_pin_count,
  o.identity as organization_identity, o.name as organization_name`

/** An organization's places list's order: by store number, stores without one last. */
const PLACE_ORDER = sql.raw('op.store_number nulls last, op.name, op.id')

/** The stores of `chosen` (a CTE of organization_places ids) with everything the table shows. */
const chosenPlacesSql = sql`
  select ${PLACE_COLUMNS}, op.id as row_id
  from organization_places op
  join organizations o on o.id = op.organization_id
  join places pl on pl.id = op.place_id
  left join relationship_types rt on rt.id = op.relationship_type_id
  left join (${PIN_COUNTS} where pn.organization_place_id in (select id from chosen) group by 1) pc on pc.organization_place_id = op.id
  where op.id in (select id from chosen)`

/** A page of an organization's stores by store number. */
export async function listOrganizationPlaces(db: Queryable, organizationId: number, limit: number, offset: number): Promise<OrganizationPlaceRow[]> {
  return queryRows<OrganizationPlaceRow>(
    db,
    sql`
    with chosen as materialized (
      select op.id from organization_places op where op.organization_id = ${organizationId} order by ${PLACE_ORDER} limit ${limit} offset ${offset}
    )
    select * from (${chosenPlacesSql}) page order by page.store_number nulls last, page.name, page.row_id`,
  )
}

export interface SearchedPlaces {
  rows: OrganizationPlaceRow[]
  total: number
  /** More stores were found than counted: `total` is SEARCH_COUNT_CAP ("1,000+"). */
  totalIsLowerBound: boolean
}

/** The head (the count) with a store of the page, or alone (identity null) when the page is empty. */
type SearchedRow = { found: number } & Record<string, unknown> & (OrganizationPlaceRow | { identity: null })

/** The stores of `chosen` beside the head row, so an empty page still answers its count. */
const withHeadSql = (head: SQL) => sql`
  select h.*, page.* from (${head}) h left join (${chosenPlacesSql}) page on true
  order by page.store_number nulls last, page.name, page.row_id`

/**
 * A page of the stores a search finds among an organization's (docs/domain/organizations.md), one
 * of two ways (search-walk.ts): walked in the list's order, each store tested at its place
 * (storeMatchesSql), until SEARCH_COUNT_CAP + 1 are found; or, when the directory holds few stores
 * for the text, from the trigram indexes (storesMatchingSql) kept to the organization, all counted.
 */
export async function searchOrganizationPlaces(db: Queryable, organizationId: number, limit: number, offset: number, search: string): Promise<SearchedPlaces> {
  const walk =
    walkHoldsPage(offset, limit) &&
    estimatedRows(await queryRows<Record<string, unknown>>(db, storesMatchingEstimateSql(search, { organizationId }))) > INDEXED_STORES_MAX
  const found = walk
    ? sql`
      select op.id, op.store_number, op.name from organization_places op join places pl on pl.id = op.place_id
      where op.organization_id = ${organizationId} and ${storeMatchesSql(search)}
      order by ${PLACE_ORDER} limit ${SEARCH_COUNT_CAP + 1}`
    : sql`
      select op.id, op.store_number, op.name from organization_places op
      where op.organization_id = ${organizationId} and op.id in (${storesMatchingSql(search, { organizationId })})`
  const rows = await queryRows<SearchedRow>(
    db,
    sql`
    with found as materialized (${found}),
    chosen as materialized (select op.id from found op order by ${PLACE_ORDER} limit ${limit} offset ${offset})
    ${withHeadSql(sql`select (select count(*)::int from found) as found`)}`,
  )
  const total = rows[0]?.found ?? 0
  // Counted up to the cap either way, so the count does not depend on the way read; exactly for a page past it.
  const count = walkHoldsPage(offset, limit) ? walkedCount(total) : { total, atLeast: false }
  return {
    rows: rows.filter((row): row is { found: number } & Record<string, unknown> & OrganizationPlaceRow => row.identity !== null),
    total: count.total,
    totalIsLowerBound: count.atLeast,
  }
}

/** The coordinates of every located place of an organization (where its map opens is worked out from them). */
export async function organizationPlaceCoordinates(db: Queryable, organizationId: number): Promise<{ lat: number; lng: number }[]> {
  const rows = await queryRows<{ lat: number; lng: number }>(
    db,
    sql`
    select pl.latitude as lat, pl.longitude as lng
    from organization_places op join places pl on pl.id = op.place_id
    where op.organization_id = ${organizationId} and pl.latitude is not null and pl.longitude is not null`,
  )
  return rows.map((row) => ({ lat: Number(row.lat), lng: Number(row.lng) }))
}

/** The stores of one place, or the one store named by `orgPlaceIdentity`. */
export async function findPlaceStores(db: Queryable, by: { placeIdentity?: string; orgPlaceIdentity?: string }): Promise<OrganizationPlaceRow[]> {
  const where = by.orgPlaceIdentity ? sql`op.identity = ${by.orgPlaceIdentity}` : sql`pl.identity = ${by.placeIdentity ?? ''}`
  const rows = await queryRows<OrganizationPlaceRow>(
    db,
    sql`
    select ${PLACE_COLUMNS}
    from organization_places op
    join organizations o on o.id = op.organization_id
    join places pl on pl.id = op.place_id
    left join relationship_types rt on rt.id = op.relationship_type_id
    left join (${PIN_COUNTS} join organization_places sel on sel.id = pn.organization_place_id join places spl on spl.id = sel.place_id
      where ${by.orgPlaceIdentity ? sql`sel.identity = ${by.orgPlaceIdentity}` : sql`spl.identity = ${by.placeIdentity ?? ''}`} group by 1) pc
      on pc.organization_place_id = op.id
    where ${where}
    order by o.name, op.id`,
  )
  return rows
}

export interface PlaceMissionRow {
  org_place_identity: string
  pin_identity: string
  reward_points: number
  is_running: boolean
  mission_identity: string
  mission_name: string
  mission_state: string
  start_date: string
  end_date: string
  campaign_name: string
}

/** The missions whose pins sit at these stores, newest end date first. */
export async function missionsAtStores(db: Queryable, orgPlaceIdentities: string[]): Promise<PlaceMissionRow[]> {
  if (orgPlaceIdentities.length === 0) return []
  const rows = await queryRows<PlaceMissionRow>(
    db,
    sql`
    select op.identity as org_place_identity, pn.identity as pin_identity, pn.reward_points, pn.is_running,
      m.identity as mission_identity, m.name as mission_name, m.state as mission_state, m.start_date, m.end_date, c.name as campaign_name
    from pins pn
    join organization_places op on op.id = pn.organization_place_id
    join missions m on m.id = pn.mission_id
    join campaigns c on c.id = m.campaign_id
    where op.identity in (${sql.join(
      orgPlaceIdentities.map((identity) => sql`${identity}`),
      sql`, `,
    )}) and ${missionNotDeleted()}
    order by m.end_date desc, m.name
    limit 500`,
  )
  return rows
}
