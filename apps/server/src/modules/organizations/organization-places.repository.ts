import { sql } from 'drizzle-orm'
import type { OrganizationPlace } from '@mc/domain/organizations/organization.types'
import type { Db } from './organizations.repository'
import { storesMatchingSql } from './store-search.sql'

/** A place as the queries read it: the REST answer's columns, with the organization flat and no formatted address. */
export interface OrganizationPlaceRow extends Omit<OrganizationPlace, 'address' | 'organization'> {
  organization_identity: string
  organization_name: string
}

/** Active pins: running pins of missions that are switched on and not finished, closed or deleted. */
const PIN_COUNTS = sql`
  select pn.organization_place_id,
    count(*)::int as pin_count,
    (count(*) filter (where pn.is_running and m.is_active and not m.is_deleted and m.state not in ('FINISHED', 'CLOSED')))::int as active_pin_count
  from pins pn join missions m on m.id = pn.mission_id`

const PLACE_COLUMNS = sql`
  op.identity, op.name, op.store_number, pl.identity as place_identity, pl.street, pl.city, pl.state, pl.postal_code, pl.country,
  pl.phone, pl.timezone, op.match_score, op.georectified, op.is_active, op.relationship_type_id, rt.name as relationship_type,
  pl.latitude, pl.longitude, pl.location_approximate, pl.location_precision, coalesce(pc.pin_count, 0) as pin_count, coalesce(pc.active_pin_count, 0) as active_pin_count,
  o.identity as organization_identity, o.name as organization_name`

/** An organization's stores, or those of them a search finds (storesMatchingSql). */
const placesOf = (organizationId: number, search: string) =>
  search
    ? sql`op.organization_id = ${organizationId} and op.id in (${storesMatchingSql(search, { organizationId })})`
    : sql`op.organization_id = ${organizationId}`

/**
 * A page of an organization's stores by store number; `search` (docs/domain/organizations.md):
 * only the stores it finds, read from the trigram indexes rather than the organization's every store.
 */
export async function listOrganizationPlaces(db: Db, organizationId: number, limit: number, offset: number, search = ''): Promise<OrganizationPlaceRow[]> {
  const result = await db.execute<OrganizationPlaceRow & Record<string, unknown>>(sql`
    select ${PLACE_COLUMNS}
    from organization_places op
    join organizations o on o.id = op.organization_id
    join places pl on pl.id = op.place_id
    left join relationship_types rt on rt.id = op.relationship_type_id
    left join (${PIN_COUNTS} where pn.organization_place_id in (select op.id from organization_places op where ${placesOf(organizationId, search)}) group by 1) pc
      on pc.organization_place_id = op.id
    where ${placesOf(organizationId, search)}
    order by op.store_number nulls last, op.name, op.id
    limit ${limit} offset ${offset}`)
  return result.rows
}

/** How many of an organization's stores a search finds. */
export async function countSearchedOrganizationPlaces(db: Db, organizationId: number, search: string): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`select count(*)::int as total from organization_places op where ${placesOf(organizationId, search)}`)
  return result.rows[0]?.total ?? 0
}

/** The coordinates of every located place of an organization (where its map opens is worked out from them). */
export async function organizationPlaceCoordinates(db: Db, organizationId: number): Promise<{ lat: number; lng: number }[]> {
  const result = await db.execute<{ lat: number; lng: number }>(sql`
    select pl.latitude as lat, pl.longitude as lng
    from organization_places op join places pl on pl.id = op.place_id
    where op.organization_id = ${organizationId} and pl.latitude is not null and pl.longitude is not null`)
  return result.rows.map((row) => ({ lat: Number(row.lat), lng: Number(row.lng) }))
}

/** The stores of one place, or the one store named by `orgPlaceIdentity`. */
export async function findPlaceStores(db: Db, by: { placeIdentity?: string; orgPlaceIdentity?: string }): Promise<OrganizationPlaceRow[]> {
  const where = by.orgPlaceIdentity ? sql`op.identity = ${by.orgPlaceIdentity}` : sql`pl.identity = ${by.placeIdentity ?? ''}`
  const result = await db.execute<OrganizationPlaceRow & Record<string, unknown>>(sql`
    select ${PLACE_COLUMNS}
    from organization_places op
    join organizations o on o.id = op.organization_id
    join places pl on pl.id = op.place_id
    left join relationship_types rt on rt.id = op.relationship_type_id
    left join (${PIN_COUNTS} join organization_places sel on sel.id = pn.organization_place_id join places spl on spl.id = sel.place_id
      where ${by.orgPlaceIdentity ? sql`sel.identity = ${by.orgPlaceIdentity}` : sql`spl.identity = ${by.placeIdentity ?? ''}`} group by 1) pc
      on pc.organization_place_id = op.id
    where ${where}
    order by o.name, op.id`)
  return result.rows
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
export async function missionsAtStores(db: Db, orgPlaceIdentities: string[]): Promise<PlaceMissionRow[]> {
  if (orgPlaceIdentities.length === 0) return []
  const result = await db.execute<PlaceMissionRow & Record<string, unknown>>(sql`
    select op.identity as org_place_identity, pn.identity as pin_identity, pn.reward_points, pn.is_running,
      m.identity as mission_identity, m.name as mission_name, m.state as mission_state, m.start_date, m.end_date, c.name as campaign_name
    from pins pn
    join organization_places op on op.id = pn.organization_place_id
    join missions m on m.id = pn.mission_id
    join campaigns c on c.id = m.campaign_id
    where op.identity in (${sql.join(
      orgPlaceIdentities.map((identity) => sql`${identity}`),
      sql`, `,
    )}) and not m.is_deleted
    order by m.end_date desc, m.name
    limit 500`)
  return result.rows
}
