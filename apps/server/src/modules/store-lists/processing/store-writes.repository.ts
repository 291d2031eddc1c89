import { sql } from 'drizzle-orm'
import { execute, namedText, queryPrepared } from '../../../db/pg-statement'
import type { LocationPrecision } from '@mc/domain/store-lists/store-list.enums'
import { LEARNED_STREET_CORES_LIMIT } from '../../../integrations/store-matcher'
import { asJson, type Sql } from './batch-sql'

// The statements of store-list processing that write the directory and the missions: new stores
// (organizations, places), deployment groups and pins, set-based (one per batch, never one per row).

/** Which of the (lower-case) names name an organization already, by its name or an alternative name. */
export async function knownOrganizationNames(tx: Sql, lowerNames: readonly string[]): Promise<Set<string>> {
  const existing = await queryPrepared<{ key: string }>(
    tx,
    namedText(
      'store-list-known-organization-names',
      `select n.key from unnest($1::text[]) n(key)
      where exists (select 1 from organizations o where lower(o.name) = n.key or exists (select 1 from unnest(o.alternative_names) a where lower(a) = n.key))`,
    ),
    [lowerNames],
  )
  return new Set(existing.map((row) => row.key))
}

/** Transaction-scoped advisory locks on `keys` in `namespace`, taken in one sorted order (no cycles between workers). */
export async function lockStoreCreation(tx: Sql, namespace: number, keys: readonly string[]): Promise<void> {
  await queryPrepared(
    tx,
    namedText(
      'store-list-lock-store-creation',
      `select pg_advisory_xact_lock($1, k) from (select distinct hashtext(key) as k from unnest($2::text[]) key order by 1) keys`,
    ),
    [namespace, keys],
  )
}

/** A store to create: its place and organization-place identities, and its address as normalized and geocoded. */
export interface NewStore {
  placeIdentity: string
  storeIdentity: string
  organizationName: string
  storeNumber: string | null
  street: string | null
  streetKey: string | null
  streetCores: readonly string[]
  city: string | null
  cityKey: string | null
  state: string | null
  postalCode: string | null
  country: string
  latitude: number | null
  longitude: number | null
  timezone: string | null
  approximate: boolean
  precision: LocationPrecision | null
}

/** As the matcher reads names: the organization's name or one of its alternative names, any case. */
const SAME_ORGANIZATION = `(lower(o.name) = lower(v."organizationName")
  or exists (select 1 from unnest(o.alternative_names) a where lower(a) = lower(v."organizationName")))`

/**
 * Creates the stores: the organizations whose names are new (when `newOrganizations` says there are), then each place with
 * its organization place. Returns the new organization places' ids by their identity.
 */
export async function insertNewStores(tx: Sql, newOrganizations: boolean, stores: readonly NewStore[]): Promise<Map<string, number>> {
  const json = asJson(stores)
  const spec = `json_to_recordset($1::json) as v("placeIdentity" text, "storeIdentity" text, "organizationName" text, "storeNumber" text,
    street text, "streetKey" text, "streetCores" text[], city text, "cityKey" text, state text, "postalCode" text, country text,
    latitude float8, longitude float8, timezone text, approximate boolean, precision text)`
  // Most batches add stores to chains that exist: the organizations statement is skipped then.
  if (newOrganizations)
    await queryPrepared(
      tx,
      namedText(
        'store-list-insert-organizations',
        `insert into organizations (name)
     select distinct on (lower(v."organizationName")) v."organizationName" from ${spec}
      where not exists (select 1 from organizations o where ${SAME_ORGANIZATION})`,
      ),
      [json],
    )
  const created = await queryPrepared<{ identity: string; id: number }>(
    tx,
    namedText(
      'store-list-insert-places',
      `with new_places as (
       insert into places (identity, street, street_key, street_cores, city, city_key, state, postal_code, country, latitude, longitude, timezone,
                           location_approximate, location_precision)
       select v."placeIdentity", v.street, v."streetKey", coalesce(v."streetCores", '{}'), v.city, v."cityKey", v.state, v."postalCode", v.country,
              v.latitude, v.longitude, v.timezone, v.approximate, v.precision
         from ${spec}
       returning id, identity
     )
     insert into organization_places (identity, organization_id, place_id, name, store_number)
     select v."storeIdentity", o.id, p.id, o.name, v."storeNumber"
       from ${spec}
       join lateral (select o.id, o.name from organizations o where ${SAME_ORGANIZATION}
                     order by lower(o.name) = lower(v."organizationName") desc, o.id limit 1) o on true
       join new_places p on p.identity = v."placeIdentity"
     returning identity, id`,
    ),
    [json],
  )
  return new Map(created.map((row) => [row.identity, Number(row.id)]))
}

export interface GroupRow {
  id: number
  mission_id: number
  name: string
  response_group_cap: number | null
}

/** A deployment group a batch needs: by mission and name, with the cap the file gives it. */
export interface WantedGroup {
  mission: number
  name: string | null
  cap: number | null
}

const GROUP_SPEC = `json_to_recordset($1::json) as v(mission bigint, name text, cap int)`
const asGroups = (rows: GroupRow[]): GroupRow[] => rows.map((g) => ({ ...g, id: Number(g.id), mission_id: Number(g.mission_id) }))

/**
 * The groups that exist of those wanted: one probe of the (mission, name) index per wanted group.
 * Joined plainly, a batch (json_to_recordset is always estimated at 100 rows) was planned as a hash
 * join over every deployment group of every mission; LIMIT 1 keeps the lookup per row.
 */
export const GROUPS_NAMED_STATEMENT = `select g.id, g.mission_id, g.name, g.response_group_cap from ${GROUP_SPEC}
  cross join lateral (select g.* from deployment_groups g where g.mission_id = v.mission and g.name = v.name limit 1) g`

export async function groupsNamed(tx: Sql, wanted: readonly WantedGroup[]): Promise<GroupRow[]> {
  const result = await queryPrepared<GroupRow>(tx, namedText('store-list-groups-named', GROUPS_NAMED_STATEMENT), [asJson(wanted)])
  return asGroups(result)
}

/** Creates the wanted groups that do not exist; returns those this statement created (not those another worker did). */
export async function insertMissingGroups(tx: Sql, wanted: readonly WantedGroup[]): Promise<GroupRow[]> {
  const result = await queryPrepared<GroupRow>(
    tx,
    namedText(
      'store-list-insert-missing-groups',
      `insert into deployment_groups (mission_id, name, response_group_cap)
     select v.mission, v.name, v.cap from ${GROUP_SPEC}
      where not exists (select 1 from deployment_groups g where g.mission_id = v.mission and g.name = v.name)
     on conflict (mission_id, name) do nothing
     returning id, mission_id, name, response_group_cap`,
    ),
    [asJson(wanted)],
  )
  return asGroups(result)
}

/** Sets each group's response cap, in id order (one statement; none when nothing changes). */
export async function setGroupCaps(tx: Sql, caps: readonly { id: number; cap: number | null }[]): Promise<void> {
  if (caps.length === 0) return
  await execute(
    tx,
    sql`update deployment_groups g set response_group_cap = v.cap, updated_at = now()
       from json_to_recordset(${asJson([...caps].sort((a, b) => a.id - b.id))}::json) as v(id bigint, cap int) where g.id = v.id`,
  )
}

/**
 * One pin per (mission, store): a new pin takes the mission's base price and frequency cap, and its
 * sort key and search address from the store (given here, the row trigger that would look it up is skipped); an
 * existing one moves to the given group and running flag and keeps its price. `inserted` tells
 * which pins are new (xmax is 0 on a row this statement inserted, and set on one it updated).
 * Each pin's mission and store are read by primary key (LIMIT 1 keeps the lookups per row): joined
 * plainly, a batch was planned as a hash join over every store of the directory, read whole for
 * each batch of a list.
 */
export const UPSERT_PINS_STATEMENT = `insert into pins (mission_id, deployment_group_id, organization_place_id, reward_points, frequency_cap, is_running,
                  latitude, longitude, timezone, sort_org_name, sort_store_number, search_street, search_city, search_postal_code)
   select v.mission, v.grp, v.place, m.base_price, m.frequency_cap, v.running, s.latitude, s.longitude, s.timezone, s.org_name, s.store_number,
          lower(s.street), lower(s.city), lower(s.postal_code)
     from json_to_recordset($1::json) as v(mission bigint, place bigint, grp bigint, running boolean)
     cross join lateral (select m.base_price, m.frequency_cap from missions m where m.id = v.mission limit 1) m
     cross join lateral (
       select p.latitude, p.longitude, p.timezone, o.name as org_name, op.store_number, p.street, p.city, p.postal_code
         from organization_places op join organizations o on o.id = op.organization_id join places p on p.id = op.place_id
        where op.id = v.place limit 1
     ) s
   on conflict (mission_id, organization_place_id) do update
      set deployment_group_id = excluded.deployment_group_id, is_running = excluded.is_running, updated_at = now()
   returning id, mission_id, organization_place_id, (xmax = 0) as inserted`

export async function upsertPins(
  tx: Sql,
  pins: readonly { mission: number; place: number; grp: number | null; running: boolean }[],
): Promise<{ id: number; mission_id: number; organization_place_id: number; inserted: boolean }[]> {
  const result = await queryPrepared<{ id: number; mission_id: number; organization_place_id: number; inserted: boolean }>(
    tx,
    namedText('store-list-upsert-pins', UPSERT_PINS_STATEMENT),
    [asJson(pins)],
  )
  return result.map((pin) => ({ ...pin, id: Number(pin.id) }))
}

/**
 * Records store numbers on stores that have none (store-number-step.ts), unless another store of
 * the organization has the number (the partial unique index would refuse it), and writes them into
 * the stores' pins' sort key. Returns every named store's number after the statement: the one
 * learned, or the one it already had (another worker's), or none when the number is another store's.
 */
export async function learnStoreNumbers(tx: Sql, stores: readonly { id: number; storeNumber: string }[]): Promise<Map<number, string | null>> {
  const result = await queryPrepared<{ id: string; store_number: string | null }>(
    tx,
    namedText(
      'store-list-learn-store-numbers',
      `with wanted as (select * from json_to_recordset($1::json) as v(id bigint, "storeNumber" text)),
       learned as (
         update organization_places op set store_number = v."storeNumber", updated_at = now()
           from wanted v
          where op.id = v.id and op.store_number is null
            and not exists (select 1 from organization_places o where o.organization_id = op.organization_id and o.store_number = v."storeNumber")
          returning op.id, op.store_number
       ),
       pins_sorted as (
         update pins p set sort_store_number = l.store_number from learned l where p.organization_place_id = l.id
       )
       select w.id, coalesce(l.store_number, op.store_number) as store_number
         from wanted w left join learned l on l.id = w.id left join organization_places op on op.id = w.id`,
    ),
    [asJson(stores)],
  )
  return new Map(result.map((row) => [Number(row.id), row.store_number]))
}

/**
 * Adds cores of the spellings rows gave to the places they were matched to (street-spelling-step.ts),
 * skipping any the place already has, up to LEARNED_STREET_CORES_LIMIT a place.
 */
export async function learnStreetCores(tx: Sql, stores: readonly { organizationPlaceId: number; cores: readonly string[] }[]): Promise<void> {
  await queryPrepared(
    tx,
    namedText(
      'store-list-learn-street-cores',
      `with wanted as (
         select op.place_id, array_agg(distinct core) as cores
           from json_to_recordset($1::json) as v("organizationPlaceId" bigint, cores text[])
           cross join unnest(v.cores) core
           join organization_places op on op.id = v."organizationPlaceId"
          group by op.place_id
       )
       update places p
          set learned_street_cores = (array(select distinct c from unnest(p.learned_street_cores || w.cores) c
                                             where not c = any(coalesce(p.street_cores, '{}')) order by c))[1:$2]
         from wanted w
        where p.id = w.place_id and not (coalesce(p.street_cores, '{}') || p.learned_street_cores) @> w.cores`,
    ),
    [asJson(stores), LEARNED_STREET_CORES_LIMIT],
  )
}
