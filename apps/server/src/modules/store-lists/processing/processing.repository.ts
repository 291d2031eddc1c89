import { sql } from 'drizzle-orm'
import { type Queryable, execute, namedText, queryPrepared } from '../../../db/pg-statement'
import { uploadedColumns, type RowRecord, type UploadedRowColumns } from '../store-lists.repository'
import { asJson, BATCH_SIZE, type Sql } from './batch-sql'
import type { RowWork } from './row-work'

// The statements of store-list processing that claim rows and record what happened to them,
// set-based (one per batch, never one per row); creating stores, groups and pins is in
// store-writes.repository.ts. The step files keep the rules: which rows move to which status, and why.

/** A list starts processing (once: a list already PROCESSING or PROCESSED stays so). */
export async function markListProcessing(pool: Queryable, templateId: number): Promise<void> {
  await execute(pool, sql`update mission_deploy_templates set status = 'PROCESSING', updated_at = now() where id = ${templateId} and status = 'UNPROCESSED'`)
}

/** One row ends in ERROR with `detail`, if it is still UNPROCESSED. */
export async function markRowFailed(pool: Queryable, rowId: number, detail: string): Promise<void> {
  await execute(
    pool,
    sql`update mission_deploy_template_rows set status = 'ERROR', status_detail = ${detail}, updated_at = now() where id = ${rowId} and status = 'UNPROCESSED'`,
  )
}

/** Marks the list PROCESSED once every row is final; true when this call did. */
export async function finishIfDone(pool: Queryable, templateId: number): Promise<boolean> {
  const result = await execute(
    pool,
    sql`update mission_deploy_templates t set status = 'PROCESSED', processed_at = now(), updated_at = now()
      where t.id = ${templateId} and t.status <> 'PROCESSED'
        and not exists (select 1 from mission_deploy_template_rows r where r.template_id = t.id and r.status not in ('PIN_ADDED_TO_MISSION', 'ERROR'))`,
  )
  return result > 0
}

export interface CampaignMission {
  id: number
  identity: string
  legacyIdentity: number | null
}

/** The list's campaign's missions (not deleted): wiser_mission_id must name one of them. */
export async function campaignMissions(tx: Queryable, templateId: number): Promise<CampaignMission[]> {
  const result = await queryPrepared<{ id: number; identity: string; legacy_identity: number | null }>(
    tx,
    namedText(
      'store-list-campaign-missions',
      `select m.id, m.identity, m.legacy_identity from missions m join mission_deploy_templates t on t.campaign_id = m.campaign_id
      where t.id = $1 and not m.is_deleted`,
    ),
    [templateId],
  )
  return result.map((row) => ({ id: Number(row.id), identity: row.identity, legacyIdentity: row.legacy_identity }))
}

/** Known stores (organization places) by identity, upper case. */
export async function placeIdsByIdentity(tx: Queryable, identities: readonly string[]): Promise<Map<string, number>> {
  if (identities.length === 0) return new Map()
  const result = await queryPrepared<{ id: number; identity: string }>(
    tx,
    namedText('store-list-places-by-identity', `select id, identity from organization_places where identity = any($1::text[])`),
    [identities],
  )
  return new Map(result.map((row) => [row.identity, Number(row.id)]))
}

/** A claimed row: its id, its place in the file and the columns it was uploaded with. */
type ClaimedRow = { id: number } & Pick<RowRecord, 'row_number' | 'given_latitude' | 'given_longitude'> & UploadedRowColumns

/**
 * The next `limit` unprocessed rows of one list after row `afterRow`, in row order, that no other
 * worker holds right now (SKIP LOCKED, in a statement of its own: it keeps no lock). The batch works
 * out their addresses outside any transaction, then claims them with lockUnprocessed. Starting after
 * the last row taken reads the (list, row number) index from there: from the list's first row, every
 * peek would walk past all the rows processed so far, and a 50,000-row list would cost a quadratic
 * number of index reads.
 */
export async function peekBatch(db: Queryable, templateId: number, limit = BATCH_SIZE, afterRow = 0): Promise<RowWork[]> {
  const result = await queryPrepared<ClaimedRow>(
    db,
    namedText(
      'store-list-peek-batch',
      `select id, row_number, organization_name, store_number, street_address, city, state, postal_code, country,
            group_name, group_cap, pin_is_running, wiser_mission_id, wiser_store_id, given_latitude, given_longitude
       from mission_deploy_template_rows
      where template_id = $1 and row_number > $3 and status = 'UNPROCESSED'
      order by row_number limit $2 for update skip locked`,
    ),
    [templateId, limit, afterRow],
  )
  return result.map((row) => ({
    id: Number(row.id),
    rowNumber: row.row_number,
    uploaded: uploadedColumns(row),
    given: row.given_latitude !== null && row.given_longitude !== null ? { latitude: row.given_latitude, longitude: row.given_longitude } : null,
    status: 'UNPROCESSED',
    detail: null,
    normalized: null,
    normalizationProvider: null,
    geocode: null,
    missionId: null,
    organizationPlaceId: null,
    confidence: null,
    matchReason: null,
    matchedStoreNumber: null,
    storeNumberLearned: null,
    storeNumberConflict: null,
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
export async function lockUnprocessed(tx: Sql, peeked: readonly RowWork[]): Promise<RowWork[]> {
  const result = await queryPrepared<{ id: number }>(
    tx,
    namedText(
      'store-list-lock-unprocessed',
      `select id from mission_deploy_template_rows where id = any($1::bigint[]) and status = 'UNPROCESSED' for update skip locked`,
    ),
    [peeked.map((row) => row.id)],
  )
  const locked = new Set(result.map((row) => Number(row.id)))
  return peeked.filter((row) => locked.has(row.id))
}

/** Everything the batch learnt, written in one statement: each row is updated once, not once per stage. */
export async function writeOutcome(tx: Sql, rows: readonly RowWork[]): Promise<void> {
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
    reason: row.matchReason,
    learned: row.storeNumberLearned,
    conflict: row.storeNumberConflict,
    mission: row.missionId,
    place: row.organizationPlaceId,
    grp: row.deploymentGroupId,
    pin: row.pinId,
    pinExisted: row.pinExisted,
  }))
  await queryPrepared(
    tx,
    namedText(
      'store-list-write-outcome',
      `update mission_deploy_template_rows r
        set status = v.status, status_detail = v.detail,
            normalized_street = v."nStreet", normalized_city = v."nCity", normalized_state = v."nState",
            normalized_postal_code = v."nPostal", normalized_country = v."nCountry", normalization_provider = v."nProvider",
            normalized_at = case when v."nProvider" is not null then now() end,
            geocode_provider = v."gProvider", geocode_provider_id = v."gId", geocode_score = v."gScore",
            latitude = v.lat, longitude = v.lng, match_confidence = v.confidence, match_reason = v.reason,
            store_number_learned = v.learned, store_number_conflict = v.conflict, mission_id = v.mission,
            organization_place_id = v.place, deployment_group_id = v.grp, pin_id = v.pin, pin_existed = v."pinExisted", updated_at = now()
       from json_to_recordset($1::json) as v(id bigint, status text, detail text, "nStreet" text, "nCity" text, "nState" text,
            "nPostal" text, "nCountry" text, "nProvider" text, "gProvider" text, "gId" text, "gScore" numeric, lat float8, lng float8,
            confidence text, reason text, learned boolean, conflict text, mission bigint, place bigint, grp bigint, pin bigint, "pinExisted" boolean)
      where r.id = v.id`,
    ),
    [asJson(values)],
  )
}
