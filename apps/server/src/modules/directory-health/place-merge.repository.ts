import { type Queryable, execute, queryRows } from '../../db/pg-statement'
import { sql } from 'drizzle-orm'
import type { MergedStore } from '@mc/domain'
import { LEARNED_STREET_CORES_LIMIT } from '../../integrations/store-matcher'

/**
 * The statements of a directory merge (place-merge.service.ts runs them in one transaction). Every
 * table that names an organization place or a place is covered: pins (organization_place_id),
 * store-list rows (organization_place_id and pin_id, record columns without foreign keys), responses
 * (pin_id), and the organization place and place themselves. Deployment groups belong to missions,
 * not places: a moved pin keeps its group. The counts triggers keep (mission_counts, pin_slot_counts,
 * the pins' sort key) follow each statement.
 */

/** A store as the merge reads it, locked: its organization, its place and what it may hand over. */
export interface MergeStoreRow {
  id: number
  identity: string
  organization_identity: string
  place_id: number
  place_identity: string
  name: string | null
  store_number: string | null
  relationship_type_id: number | null
  street: string | null
  city: string | null
  state: string | null
  postal_code: string | null
}

const storesByIdentity = (identities: readonly string[]) => sql`
  select op.id, op.identity, o.identity as organization_identity, op.place_id, pl.identity as place_identity, op.name, op.store_number,
         op.relationship_type_id, pl.street, pl.city, pl.state, pl.postal_code
    from organization_places op
    join organizations o on o.id = op.organization_id
    join places pl on pl.id = op.place_id
   where op.identity = any(${sql.param([...identities])}::text[])
   order by op.id`

/** The stores named, as they are now (the merge dialog's read). */
export async function findStores(db: Queryable, identities: readonly string[]): Promise<MergeStoreRow[]> {
  return queryRows<MergeStoreRow>(db, storesByIdentity(identities))
}

/**
 * The stores named, locked until the merge commits (FOR UPDATE also holds off a store list's pin for
 * either store: its foreign-key check waits), in id order so two merges never wait on each other.
 */
export async function lockStores(db: Queryable, identities: readonly string[]): Promise<MergeStoreRow[]> {
  return queryRows<MergeStoreRow>(db, sql`${storesByIdentity(identities)} for update of op`)
}

/** The store as History names it. */
export const mergedStore = (row: MergeStoreRow): MergedStore => ({
  identity: row.identity,
  address: [row.street, row.city, [row.state, row.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  storeNumber: row.store_number,
})

/** A mission where both stores have a pin, with each pin and its responses. */
export interface PinConflict {
  mission_id: number
  mission_identity: string
  mission_name: string
  survivor_pin_id: number
  survivor_pin: string
  survivor_responses: number
  duplicate_pin_id: number
  duplicate_pin: string
  duplicate_responses: number
}

/** The missions where both stores have a pin (one pin per store per mission: pins_mission_org_place_unique). */
export async function pinConflicts(db: Queryable, survivorId: number, duplicateId: number): Promise<PinConflict[]> {
  const rows = await queryRows<PinConflict>(
    db,
    sql`select m.id as mission_id, m.identity as mission_identity, m.name as mission_name,
            s.id as survivor_pin_id, s.identity as survivor_pin, (select count(*) from responses r where r.pin_id = s.id) as survivor_responses,
            d.id as duplicate_pin_id, d.identity as duplicate_pin, (select count(*) from responses r where r.pin_id = d.id) as duplicate_responses
       from pins s
       join pins d on d.mission_id = s.mission_id and d.organization_place_id = ${duplicateId}
       join missions m on m.id = s.mission_id
      where s.organization_place_id = ${survivorId}
      order by m.name, m.identity`,
  )
  return rows
}

/** A pin a merge removes and the pin of the same mission that takes its place. */
export interface PinReplacement {
  removed: number
  kept: number
}

const replacementArrays = (replacements: readonly PinReplacement[]) => [replacements.map((r) => r.removed), replacements.map((r) => r.kept)]

/** The removed pins' responses go to the kept pins (a response's slot moves with it: pin_slot_counts triggers). Returns how many moved per kept pin. */
export async function moveResponses(db: Queryable, replacements: readonly PinReplacement[]): Promise<Map<number, number>> {
  if (replacements.length === 0) return new Map()
  const [removed, kept] = replacementArrays(replacements)
  const rows = await queryRows<{ kept: number; moved: number }>(
    db,
    sql`with moved as (
       update responses r set pin_id = m.kept, updated_at = now()
         from unnest(${sql.param(removed)}::bigint[], ${sql.param(kept)}::bigint[]) as m(removed, kept)
        where r.pin_id = m.removed
       returning r.pin_id as kept)
     select kept, count(*) as moved from moved group by kept`,
  )
  return new Map(rows.map((row) => [row.kept, row.moved]))
}

/**
 * Store-list rows that reached the duplicate name the survivor, and rows whose pin is removed name
 * the pin kept: a list's report and export stay readable. The table has no index on these record
 * columns (and this change adds no migration), so this one statement reads the rows once.
 */
export async function repointStoreListRows(db: Queryable, duplicateId: number, survivorId: number, replacements: readonly PinReplacement[]): Promise<number> {
  const [removed, kept] = replacementArrays(replacements)
  const rowCount = await execute(
    db,
    sql`update mission_deploy_template_rows r
        set organization_place_id = case when r.organization_place_id = ${duplicateId} then ${survivorId} else r.organization_place_id end,
            pin_id = coalesce((select m.kept from unnest(${sql.param(removed)}::bigint[], ${sql.param(kept)}::bigint[]) as m(removed, kept) where m.removed = r.pin_id), r.pin_id),
            updated_at = now()
      where r.organization_place_id = ${duplicateId} or r.pin_id = any(${sql.param(removed)}::bigint[])`,
  )
  return rowCount
}

/** Deletes the removed pins (their responses already moved). */
export async function deletePins(db: Queryable, pinIds: readonly number[]): Promise<void> {
  if (pinIds.length > 0) await execute(db, sql`delete from pins where id = any(${sql.param(pinIds)}::bigint[])`)
}

/** The duplicate's pins, now the survivor's, with their missions. */
export async function movePins(db: Queryable, duplicateId: number, survivorId: number): Promise<{ identity: string; mission_id: number }[]> {
  const rows = await queryRows<{ identity: string; mission_id: number }>(
    db,
    sql`update pins set organization_place_id = ${survivorId}, updated_at = now() where organization_place_id = ${duplicateId} returning identity, mission_id`,
  )
  return rows
}

/**
 * The survivor's place takes what it lacks from the duplicate's (phone, time zone, postal code, and
 * an exact location where its own is missing or only a ZIP or city centre), and learns the other's
 * spellings of the street. Nothing it has is written over. Run before the duplicate's place may be deleted.
 */
export async function fillSurvivorPlace(db: Queryable, survivorPlaceId: number, duplicatePlaceId: number): Promise<void> {
  if (survivorPlaceId === duplicatePlaceId) return
  await execute(
    db,
    sql`update places s
        set phone = coalesce(s.phone, d.phone),
            timezone = coalesce(s.timezone, d.timezone),
            postal_code = coalesce(s.postal_code, d.postal_code),
            latitude = case when d.take then d.latitude else s.latitude end,
            longitude = case when d.take then d.longitude else s.longitude end,
            location_approximate = case when d.take then d.location_approximate else s.location_approximate end,
            location_precision = case when d.take then d.location_precision else s.location_precision end,
            -- The other place's spellings of the street find the kept place from now on (store-matcher.ts).
            learned_street_cores = (array(select distinct c from unnest(s.learned_street_cores || coalesce(d.street_cores, '{}') || d.learned_street_cores) c
                                           where not c = any(coalesce(s.street_cores, '{}')) order by c))[1:${sql.raw(String(LEARNED_STREET_CORES_LIMIT))}],
            updated_at = now()
       from (select d.*, d.latitude is not null and d.longitude is not null
                         and (cur.latitude is null or cur.longitude is null or (cur.location_approximate and not d.location_approximate)) as take
               from places d cross join places cur where d.id = ${duplicatePlaceId} and cur.id = ${survivorPlaceId}) d
      where s.id = ${survivorPlaceId}`,
  )
}

/** Deletes the duplicate store, and its place when no other store is there (a place may hold several organizations' stores). */
export async function deleteStore(db: Queryable, storeId: number, placeId: number): Promise<void> {
  await execute(db, sql`delete from organization_places where id = ${storeId}`)
  await execute(db, sql`delete from places p where p.id = ${placeId} and not exists (select 1 from organization_places op where op.place_id = p.id)`)
}

/**
 * The survivor takes the duplicate's store number, name and relationship where it has none. After
 * the duplicate is gone: a chain's store number is unique (organization_places_org_store_number_idx).
 */
export async function fillSurvivorStore(db: Queryable, survivorId: number, duplicate: Pick<MergeStoreRow, 'store_number' | 'name' | 'relationship_type_id'>) {
  await execute(
    db,
    sql`update organization_places
        set store_number = coalesce(store_number, ${duplicate.store_number}), name = coalesce(name, ${duplicate.name}), relationship_type_id = coalesce(relationship_type_id, ${duplicate.relationship_type_id}), updated_at = now()
      where id = ${survivorId} and (store_number is null and ${duplicate.store_number}::text is not null or name is null and ${duplicate.name}::text is not null
                         or relationship_type_id is null and ${duplicate.relationship_type_id}::int is not null)`,
  )
}

/** The survivor's pins (those moved to it among them) stand where its place is, when the place is located. */
export async function placePinsAtStore(db: Queryable, storeId: number): Promise<void> {
  await execute(
    db,
    sql`update pins p set latitude = pl.latitude, longitude = pl.longitude, timezone = coalesce(pl.timezone, p.timezone), updated_at = now()
       from organization_places op join places pl on pl.id = op.place_id
      where op.id = ${storeId} and p.organization_place_id = op.id and pl.latitude is not null and pl.longitude is not null
        and (p.latitude, p.longitude, p.timezone) is distinct from (pl.latitude, pl.longitude, coalesce(pl.timezone, p.timezone))`,
  )
}

/** Identities and names of missions by id, for the History entries. */
export async function missionIdentities(db: Queryable, missionIds: readonly number[]): Promise<Map<number, string>> {
  if (missionIds.length === 0) return new Map()
  const rows = await queryRows<{ id: number; identity: string }>(
    db,
    sql`select id, identity from missions where id = any(${sql.param([...missionIds])}::bigint[])`,
  )
  return new Map(rows.map((row) => [row.id, row.identity]))
}
