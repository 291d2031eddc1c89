import type pg from 'pg'
import type { RowRecord } from '../store-lists.repository'
import { asJson, BATCH_SIZE, type Sql } from './batch-sql'
import type { RowWork } from './row-work'

// Every statement of store-list processing, set-based (one per batch, never one per row). The step
// files keep the rules: which rows move to which status, and why.

/** A list starts processing (once: a list already PROCESSING or PROCESSED stays so). */
export async function markListProcessing(pool: pg.Pool, templateId: number): Promise<void> {
  await pool.query(`update mission_deploy_templates set status = 'PROCESSING', updated_at = now() where id = $1 and status = 'UNPROCESSED'`, [templateId])
}

/** One row ends in ERROR with `detail`, if it is still UNPROCESSED. */
export async function markRowFailed(pool: pg.Pool, rowId: number, detail: string): Promise<void> {
  await pool.query(
    `update mission_deploy_template_rows set status = 'ERROR', status_detail = $2, updated_at = now() where id = $1 and status = 'UNPROCESSED'`,
    [rowId, detail],
  )
}

/** Marks the list PROCESSED once every row is final; true when this call did. */
export async function finishIfDone(pool: pg.Pool, templateId: number): Promise<boolean> {
  const result = await pool.query(
    `update mission_deploy_templates t set status = 'PROCESSED', processed_at = now(), updated_at = now()
      where t.id = $1 and t.status <> 'PROCESSED'
        and not exists (select 1 from mission_deploy_template_rows r where r.template_id = t.id and r.status not in ('PIN_ADDED_TO_MISSION', 'ERROR'))`,
    [templateId],
  )
  return (result.rowCount ?? 0) > 0
}

export interface CampaignMission {
  id: number
  identity: string
  legacyIdentity: number | null
}

/** The list's campaign's missions (not deleted): wiser_mission_id must name one of them. */
export async function campaignMissions(sql: Sql, templateId: number): Promise<CampaignMission[]> {
  const result = await sql.query<{ id: number; identity: string; legacy_identity: number | null }>(
    `select m.id, m.identity, m.legacy_identity from missions m join mission_deploy_templates t on t.campaign_id = m.campaign_id
      where t.id = $1 and not m.is_deleted`,
    [templateId],
  )
  return result.rows.map((row) => ({ id: Number(row.id), identity: row.identity, legacyIdentity: row.legacy_identity }))
}

/** Known stores (organization places) by identity, upper case. */
export async function placeIdsByIdentity(sql: Sql, identities: readonly string[]): Promise<Map<string, number>> {
  if (identities.length === 0) return new Map()
  const result = await sql.query<{ id: number; identity: string }>(`select id, identity from organization_places where identity = any($1::text[])`, [
    identities,
  ])
  return new Map(result.rows.map((row) => [row.identity, Number(row.id)]))
}

/** The uploaded columns of a claimed row: the repository's row record, as the database names them. */
type ClaimedRow = { id: number } & Pick<
  RowRecord,
  | 'row_number'
  | 'organization_name'
  | 'store_number'
  | 'street_address'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'country'
  | 'group_name'
  | 'group_cap'
  | 'pin_is_running'
  | 'wiser_mission_id'
  | 'wiser_store_id'
>

/**
 * The next `limit` unprocessed rows of one list, in row order, that no other worker holds right now
 * (SKIP LOCKED, in a statement of its own: it keeps no lock). The batch works out their addresses
 * outside any transaction, then claims them with lockUnprocessed.
 */
export async function peekBatch(db: Pick<pg.Pool, 'query'>, templateId: number, limit = BATCH_SIZE): Promise<RowWork[]> {
  const result = await db.query<ClaimedRow>(
    `select id, row_number, organization_name, store_number, street_address, city, state, postal_code, country,
            group_name, group_cap, pin_is_running, wiser_mission_id, wiser_store_id
       from mission_deploy_template_rows
      where template_id = $1 and status = 'UNPROCESSED'
      order by row_number limit $2 for update skip locked`,
    [templateId, limit],
  )
  return result.rows.map((row) => ({
    id: Number(row.id),
    rowNumber: row.row_number,
    uploaded: {
      organizationName: row.organization_name,
      storeNumber: row.store_number,
      streetAddress: row.street_address,
      city: row.city,
      state: row.state,
      postalCode: row.postal_code,
      country: row.country,
      groupName: row.group_name,
      groupCap: row.group_cap,
      pinIsRunning: row.pin_is_running,
      wiserMissionId: row.wiser_mission_id,
      wiserStoreId: row.wiser_store_id,
    },
    status: 'UNPROCESSED',
    detail: null,
    normalized: null,
    normalizationProvider: null,
    geocode: null,
    missionId: null,
    organizationPlaceId: null,
    confidence: null,
    deploymentGroupId: null,
    pinId: null,
    pinExisted: null,
  }))
}

/**
 * Claims, inside the batch's transaction, those of the peeked rows that are still UNPROCESSED and
 * that no other worker holds: they stay locked until the batch commits, and a killed worker's
 * claim ends with its transaction, so the rows are simply claimed again. The others are dropped
 * from the batch (another worker has them, or has finished them).
 */
export async function lockUnprocessed(sql: Sql, peeked: readonly RowWork[]): Promise<RowWork[]> {
  const result = await sql.query<{ id: number }>(
    `select id from mission_deploy_template_rows where id = any($1::bigint[]) and status = 'UNPROCESSED' for update skip locked`,
    [peeked.map((row) => row.id)],
  )
  const locked = new Set(result.rows.map((row) => Number(row.id)))
  return peeked.filter((row) => locked.has(row.id))
}

/** Everything the batch learnt, written in one statement: each row is updated once, not once per stage. */
export async function writeOutcome(sql: Sql, rows: readonly RowWork[]): Promise<void> {
  const values = rows.map((row) => ({
    id: row.id,
    status: row.status,
    detail: row.detail,
    nStreet: row.normalized?.street ?? null,
    nCity: row.normalized?.city ?? null,
    nState: row.normalized?.state ?? null,
    nPostal: row.normalized?.postalCode ?? null,
    nCountry: row.normalized?.country ?? null,
    nProvider: row.normalizationProvider,
    gProvider: row.geocode?.provider ?? null,
    gId: row.geocode?.providerId ?? null,
    gScore: row.geocode?.score ?? null,
    lat: row.geocode?.latitude ?? null,
    lng: row.geocode?.longitude ?? null,
    confidence: row.confidence,
    mission: row.missionId,
    place: row.organizationPlaceId,
    grp: row.deploymentGroupId,
    pin: row.pinId,
    pinExisted: row.pinExisted,
  }))
  await sql.query(
    `update mission_deploy_template_rows r
        set status = v.status, status_detail = v.detail,
            normalized_street = v."nStreet", normalized_city = v."nCity", normalized_state = v."nState",
            normalized_postal_code = v."nPostal", normalized_country = v."nCountry", normalization_provider = v."nProvider",
            normalized_at = case when v."nProvider" is not null then now() end,
            geocode_provider = v."gProvider", geocode_provider_id = v."gId", geocode_score = v."gScore",
            latitude = v.lat, longitude = v.lng, match_confidence = v.confidence, mission_id = v.mission,
            organization_place_id = v.place, deployment_group_id = v.grp, pin_id = v.pin, pin_existed = v."pinExisted", updated_at = now()
       from json_to_recordset($1::json) as v(id bigint, status text, detail text, "nStreet" text, "nCity" text, "nState" text,
            "nPostal" text, "nCountry" text, "nProvider" text, "gProvider" text, "gId" text, "gScore" numeric, lat float8, lng float8,
            confidence text, mission bigint, place bigint, grp bigint, pin bigint, "pinExisted" boolean)
      where r.id = v.id`,
    [asJson(values)],
  )
}

/** Which of the (lower-case) names name an organization already, by its name or an alternative name. */
export async function knownOrganizationNames(sql: Sql, lowerNames: readonly string[]): Promise<Set<string>> {
  const existing = await sql.query<{ key: string }>(
    `select n.key from unnest($1::text[]) n(key)
      where exists (select 1 from organizations o where lower(o.name) = n.key or exists (select 1 from unnest(o.alternative_names) a where lower(a) = n.key))`,
    [lowerNames],
  )
  return new Set(existing.rows.map((row) => row.key))
}

/** Transaction-scoped advisory locks on `keys` in `namespace`, taken in one sorted order (no cycles between workers). */
export async function lockStoreCreation(sql: Sql, namespace: number, keys: readonly string[]): Promise<void> {
  await sql.query(`select pg_advisory_xact_lock($1, k) from (select distinct hashtext(key) as k from unnest($2::text[]) key order by 1) keys`, [
    namespace,
    keys,
  ])
}

/** A store to create: its place and organization-place identities, and its address as normalized and geocoded. */
export interface NewStore {
  placeIdentity: string
  storeIdentity: string
  organizationName: string
  storeNumber: string | null
  street: string | null
  streetKey: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  country: string
  latitude: number | null
  longitude: number | null
  timezone: string | null
  approximate: boolean
}

/** As the matcher reads names: the organization's name or one of its alternative names, any case. */
const SAME_ORGANIZATION = `(lower(o.name) = lower(v."organizationName")
  or exists (select 1 from unnest(o.alternative_names) a where lower(a) = lower(v."organizationName")))`

/**
 * Creates the stores in two statements: the organizations whose names are new, then each place with
 * its organization place. Returns the new organization places' ids by their identity.
 */
export async function insertNewStores(sql: Sql, stores: readonly NewStore[]): Promise<Map<string, number>> {
  const json = asJson(stores)
  const spec = `json_to_recordset($1::json) as v("placeIdentity" text, "storeIdentity" text, "organizationName" text, "storeNumber" text,
    street text, "streetKey" text, city text, state text, "postalCode" text, country text, latitude float8, longitude float8, timezone text,
    approximate boolean)`
  await sql.query(
    `insert into organizations (name)
     select distinct on (lower(v."organizationName")) v."organizationName" from ${spec}
      where not exists (select 1 from organizations o where ${SAME_ORGANIZATION})`,
    [json],
  )
  const created = await sql.query<{ identity: string; id: number }>(
    `with new_places as (
       insert into places (identity, street, street_key, city, state, postal_code, country, latitude, longitude, timezone, location_approximate)
       select v."placeIdentity", v.street, v."streetKey", v.city, v.state, v."postalCode", v.country, v.latitude, v.longitude, v.timezone, v.approximate
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
    [json],
  )
  return new Map(created.rows.map((row) => [row.identity, Number(row.id)]))
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

/** The groups that exist of those wanted. */
export async function groupsNamed(sql: Sql, wanted: readonly WantedGroup[]): Promise<GroupRow[]> {
  const result = await sql.query<GroupRow>(
    `select g.id, g.mission_id, g.name, g.response_group_cap from ${GROUP_SPEC} join deployment_groups g on g.mission_id = v.mission and g.name = v.name`,
    [asJson(wanted)],
  )
  return asGroups(result.rows)
}

/** Creates the wanted groups that do not exist; returns those this statement created (not those another worker did). */
export async function insertMissingGroups(sql: Sql, wanted: readonly WantedGroup[]): Promise<GroupRow[]> {
  const result = await sql.query<GroupRow>(
    `insert into deployment_groups (mission_id, name, response_group_cap)
     select v.mission, v.name, v.cap from ${GROUP_SPEC}
      where not exists (select 1 from deployment_groups g where g.mission_id = v.mission and g.name = v.name)
     on conflict (mission_id, name) do nothing
     returning id, mission_id, name, response_group_cap`,
    [asJson(wanted)],
  )
  return asGroups(result.rows)
}

/** Sets each group's response cap, in id order (one statement; none when nothing changes). */
export async function setGroupCaps(sql: Sql, caps: readonly { id: number; cap: number | null }[]): Promise<void> {
  if (caps.length === 0) return
  await sql.query(
    `update deployment_groups g set response_group_cap = v.cap, updated_at = now()
       from json_to_recordset($1::json) as v(id bigint, cap int) where g.id = v.id`,
    [asJson([...caps].sort((a, b) => a.id - b.id))],
  )
}

/**
 * One pin per (mission, store): a new pin takes the mission's base price and frequency cap; an
 * existing one moves to the given group and running flag and keeps its price. `inserted` tells
 * which pins are new (xmax is 0 on a row this statement inserted, and set on one it updated).
 */
export async function upsertPins(
  sql: Sql,
  pins: readonly { mission: number; place: number; grp: number | null; running: boolean }[],
): Promise<{ id: number; mission_id: number; organization_place_id: number; inserted: boolean }[]> {
  const result = await sql.query<{ id: number; mission_id: number; organization_place_id: number; inserted: boolean }>(
    `insert into pins (mission_id, deployment_group_id, organization_place_id, reward_points, frequency_cap, is_running, latitude, longitude, timezone)
     select v.mission, v.grp, v.place, m.base_price, m.frequency_cap, v.running, p.latitude, p.longitude, p.timezone
       from json_to_recordset($1::json) as v(mission bigint, place bigint, grp bigint, running boolean)
       join missions m on m.id = v.mission
       join organization_places op on op.id = v.place
       join places p on p.id = op.place_id
     on conflict (mission_id, organization_place_id) do update
        set deployment_group_id = excluded.deployment_group_id, is_running = excluded.is_running, updated_at = now()
     returning id, mission_id, organization_place_id, (xmax = 0) as inserted`,
    [asJson(pins)],
  )
  return result.rows.map((pin) => ({ ...pin, id: Number(pin.id) }))
}
