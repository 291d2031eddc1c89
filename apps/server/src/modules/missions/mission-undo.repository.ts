import { sql, type SQL } from 'drizzle-orm'
import type { MissionState } from '@mc/domain'
import { execute, queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { matchingPinsSql, type PinFilter } from '../mission-pins/pin-filter.sql'
import { missionNotDeleted } from './mission.sql'

/** A whole row as to_jsonb gives it: every column under its database name, put back by jsonb_populate_recordset. */
export type RowJson = Record<string, unknown> & { id: number }

/** A pin's row, with the columns the undo reads by name. */
export type PinJson = RowJson & { mission_id: number; organization_place_id: number }

/**
 * What an undoable update (pause, resume, reprice) writes of a pin, with its id and mission: all the
 * undo puts back (restorePrevious). An update keeps only this, not the whole row a delete needs:
 * at 100,000 pins the whole rows were ~40 MB read into the API and written back as the undo record
 * (docs/decisions/mission-pages-at-scale.md).
 */
export type UpdatedPinJson = Pick<PinJson, 'id' | 'mission_id'> & { is_running: boolean; reward_points: number; updated_at: string }

/** How a lock reads each pin: whole (a delete inserts it again), or the columns an update writes. */
const PIN_JSON = {
  whole: (pin: SQL) => sql`to_jsonb(${pin})`,
  updated: (pin: SQL) =>
    sql`jsonb_build_object('id', ${pin}.id, 'mission_id', ${pin}.mission_id, 'is_running', ${pin}.is_running, 'reward_points', ${pin}.reward_points, 'updated_at', ${pin}.updated_at)`,
}
const p = sql.raw('p')
export type PinJsonKind = keyof typeof PIN_JSON
type PinJsonOf<K extends PinJsonKind> = K extends 'whole' ? PinJson : UpdatedPinJson

/**
 * The rows a change touched, as they were before it: put back by the undo (docs/domain/undo.md).
 * Rows updated are updated back (the columns an undoable change writes, and updated_at); rows
 * deleted are inserted again with their ids, before the responses that named a deleted pin name it
 * again (the maintained counts follow through their triggers, as they did for the change).
 */
export interface UndoPrevious {
  updatedPins?: UpdatedPinJson[]
  deletedGroup?: RowJson
  deletedPins?: PinJson[]
  /** Responses whose pin_id the deletion of their pin set to NULL. */
  unlinkedResponses?: { id: number; pinId: number }[]
  deletedCapPeriod?: RowJson
}

/**
 * What the fingerprint covers: read again at undo time, it must read exactly as the change left it.
 * Updated pins: those pins' whole rows. Deleted pins or group: the mission's pins at the same
 * stores (none, unless a store came back), a group of the same name, and the unlinked responses'
 * pin. A deleted cap period: every cap period of the mission.
 */
export interface UndoScope {
  pinIds?: number[]
  places?: { missionId: number; placeIds: number[] }
  groupName?: { missionId: number; name: string }
  responseIds?: number[]
  capPeriodsOf?: number
}

const ids = (values: number[]) => sql`${sql.param(values)}::bigint[]`
const rowsText = (select: SQL) => sql`coalesce((${select}), '')`

/** One text for the current state of the scope; equal texts mean nothing in the scope changed. */
export async function undoFingerprint(db: Queryable, scope: UndoScope): Promise<string> {
  const parts: SQL[] = [sql`''`]
  // A row's text (p::text) says as much as its JSON for telling a change and is cheaper to make.
  if (scope.pinIds) parts.push(rowsText(sql`select string_agg(p::text, ',' order by p.id) from pins p where p.id = any(${ids(scope.pinIds)})`))
  if (scope.places) {
    const { missionId, placeIds } = scope.places
    parts.push(
      rowsText(
        sql`select string_agg(to_jsonb(p)::text, ',' order by p.id) from pins p where p.mission_id = ${missionId} and p.organization_place_id = any(${ids(placeIds)})`,
      ),
    )
  }
  if (scope.groupName) {
    const { missionId, name } = scope.groupName
    parts.push(
      rowsText(sql`select string_agg(to_jsonb(g)::text, ',' order by g.id) from deployment_groups g where g.mission_id = ${missionId} and g.name = ${name}`),
    )
  }
  if (scope.responseIds) {
    parts.push(
      rowsText(
        sql`select string_agg(r.id::text || ':' || coalesce(r.pin_id::text, '-'), ',' order by r.id) from responses r where r.id = any(${ids(scope.responseIds)})`,
      ),
    )
  }
  if (scope.capPeriodsOf !== undefined) {
    parts.push(rowsText(sql`select string_agg(to_jsonb(c)::text, ',' order by c.id) from mission_cap_periods c where c.mission_id = ${scope.capPeriodsOf}`))
  }
  const row = await queryRow<{ fingerprint: string }>(db, sql`select md5(concat_ws('|', ${sql.join(parts, sql`, `)})) as fingerprint`)
  return row!.fingerprint
}

/** What the bulk checks need to know of each named pin. */
export interface PinOwner {
  identity: string
  isTestPin: boolean
  missionIdentity: string
  state: MissionState
  startDate: string
  endDate: string
}

/**
 * The named pins of missions that are not deleted (a deleted mission's pins are unknown, as it
 * is), locked before a change: who owns each, for the checks, and its row read as `kind` says. One
 * read of the pins, not one for the checks and one for the undo.
 */
export async function lockNamedPins<K extends PinJsonKind>(tx: Queryable, identities: string[], kind: K): Promise<(PinOwner & { row: PinJsonOf<K> })[]> {
  return queryRows<PinOwner & { row: PinJsonOf<K> }>(
    tx,
    sql`
    select p.identity, p.is_test_pin as "isTestPin", m.identity as "missionIdentity", m.state,
           m.start_date as "startDate", m.end_date as "endDate", ${PIN_JSON[kind](p)} as row
    from pins p join missions m on m.id = p.mission_id and ${missionNotDeleted()}
    where p.identity = any(${sql.param(identities)}::text[])
    order by p.id for update of p`,
  )
}

/** The non-test pins a Pins tab filter matches (as setMatchingPinsRunning and deleteMatchingPins pick them), locked, read as `kind` says. */
export async function lockPinsMatching<K extends PinJsonKind>(
  tx: Queryable,
  missionId: number,
  today: string,
  filter: PinFilter,
  kind: K,
): Promise<PinJsonOf<K>[]> {
  const rows = await queryRows<{ row: PinJsonOf<K> }>(
    tx,
    sql`select ${PIN_JSON[kind](sql.raw('s'))} as row from pins s where ${matchingPinsSql(missionId, today, filter)} order by s.id for update of s`,
  )
  return rows.map((row) => row.row)
}

/** The mission's pins at the given stores (as setPinPrices picks them), locked, with what a reprice writes. */
export async function lockPinsAtPlaces(tx: Queryable, missionId: number, orgPlaceIdentities: string[]): Promise<UpdatedPinJson[]> {
  const rows = await queryRows<{ row: UpdatedPinJson }>(
    tx,
    sql`
    select ${PIN_JSON.updated(p)} as row from pins p join organization_places op on op.id = p.organization_place_id
    where p.mission_id = ${missionId} and op.identity = any(${sql.param(orgPlaceIdentities)}::text[])
    order by p.id for update of p`,
  )
  return rows.map((row) => row.row)
}

/** A group's pins, whole and locked, and the group's row. */
export async function lockGroupWithPins(tx: Queryable, groupId: number): Promise<{ group: RowJson | undefined; pins: PinJson[] }> {
  const group = await queryRow<{ row: RowJson }>(tx, sql`select to_jsonb(g) as row from deployment_groups g where g.id = ${groupId} for update`)
  const pins = await queryRows<{ row: PinJson }>(
    tx,
    sql`select to_jsonb(p) as row from pins p where p.deployment_group_id = ${groupId} order by p.id for update`,
  )
  return { group: group?.row, pins: pins.map((row) => row.row) }
}

/** The responses that name the given pins (their pin_id goes NULL when the pin is deleted). */
export async function responsesOfPins(tx: Queryable, pinIds: number[]): Promise<{ id: number; pinId: number }[]> {
  if (pinIds.length === 0) return []
  return queryRows<{ id: number; pinId: number }>(
    tx,
    sql`select r.id::int as id, r.pin_id::int as "pinId" from responses r where r.pin_id = any(${ids(pinIds)}) order by r.id`,
  )
}

export async function capPeriodJson(tx: Queryable, periodId: number): Promise<RowJson | undefined> {
  const row = await queryRow<{ row: RowJson }>(tx, sql`select to_jsonb(c) as row from mission_cap_periods c where c.id = ${periodId}`)
  return row?.row
}

/** Locks the scope's updated pins, so nothing changes them between the fingerprint and the restore. */
export async function lockScope(tx: Queryable, scope: UndoScope): Promise<void> {
  if (scope.pinIds?.length) await execute(tx, sql`select 1 from pins where id = any(${ids(scope.pinIds)}) for update`)
}

const json = (rows: unknown) => sql`${JSON.stringify(rows)}::jsonb`

/** Puts everything in `previous` back: deleted rows inserted again with their ids, updated pins updated back. */
export async function restorePrevious(tx: Queryable, previous: UndoPrevious): Promise<void> {
  if (previous.deletedGroup) {
    await execute(tx, sql`insert into deployment_groups select * from jsonb_populate_recordset(null::deployment_groups, ${json([previous.deletedGroup])})`)
  }
  if (previous.deletedPins?.length) {
    await execute(tx, sql`insert into pins select * from jsonb_populate_recordset(null::pins, ${json(previous.deletedPins)})`)
  }
  if (previous.unlinkedResponses?.length) {
    const links = previous.unlinkedResponses
    await execute(
      tx,
      sql`
      update responses r set pin_id = v.pin_id
      from unnest(${ids(links.map((link) => link.id))}, ${ids(links.map((link) => link.pinId))}) as v(id, pin_id)
      where r.id = v.id`,
    )
  }
  if (previous.deletedCapPeriod) {
    await execute(
      tx,
      sql`insert into mission_cap_periods select * from jsonb_populate_recordset(null::mission_cap_periods, ${json([previous.deletedCapPeriod])})`,
    )
  }
  if (previous.updatedPins?.length) {
    await execute(
      tx,
      sql`
      update pins p set is_running = o.is_running, reward_points = o.reward_points, updated_at = o.updated_at
      from jsonb_populate_recordset(null::pins, ${json(previous.updatedPins)}) o
      where p.id = o.id`,
    )
  }
}

/** What an undoable action writes: who did what to which mission, the rows before it, and what it left. */
export interface NewUndoRecord {
  missionId: number
  actorEmail: string
  action: string
  summary: string
  previous: UndoPrevious
  scope: UndoScope
  fingerprint: string
  expiresAt: Date
}

/** A stored record: the same, with its ids and when it was undone. */
export interface UndoRecord extends NewUndoRecord {
  id: number
  identity: string
  undoneAt: Date | null
}

/** Records past their window by more than this are removed when a new one is written. */
const KEEP_AFTER_EXPIRY = sql.raw(`interval '1 hour'`)

/** Writes the record (and removes records long past their window); answers its identity, the undo id. */
export async function insertUndoRecord(tx: Queryable, record: NewUndoRecord): Promise<string> {
  await execute(tx, sql`delete from mission_undo_records where expires_at < ${record.expiresAt.toISOString()}::timestamptz - ${KEEP_AFTER_EXPIRY}`)
  const row = await queryRow<{ identity: string }>(
    tx,
    sql`
    insert into mission_undo_records (mission_id, actor_email, action, summary, previous, scope, fingerprint, expires_at)
    values (${record.missionId}, ${record.actorEmail}, ${record.action}, ${record.summary}, ${json(record.previous)}, ${json(record.scope)},
            ${record.fingerprint}, ${record.expiresAt.toISOString()}::timestamptz)
    returning identity`,
  )
  return row!.identity
}

const RECORD_COLUMNS = sql.raw(`
  id::int as id, identity, mission_id::int as "missionId", actor_email as "actorEmail", action, summary, previous, scope,
  fingerprint, expires_at as "expiresAt", undone_at as "undoneAt"`)

/** The record, locked: two undos of one change are taken one after the other. */
export async function lockUndoRecord(tx: Queryable, identity: string): Promise<UndoRecord | undefined> {
  return queryRow<UndoRecord>(tx, sql`select ${RECORD_COLUMNS} from mission_undo_records where identity = ${identity} for update`)
}

/** The newest record of the person for the mission that is still open at `now` (not undone, inside its window). */
export async function findOpenUndoRecord(db: Queryable, missionId: number, actorEmail: string, now: Date): Promise<UndoRecord | undefined> {
  return queryRow<UndoRecord>(
    db,
    sql`
    select ${RECORD_COLUMNS} from mission_undo_records
    where mission_id = ${missionId} and actor_email = ${actorEmail} and undone_at is null and expires_at > ${now.toISOString()}::timestamptz
    order by id desc limit 1`,
  )
}

export async function markUndone(tx: Queryable, id: number): Promise<void> {
  await execute(tx, sql`update mission_undo_records set undone_at = now() where id = ${id}`)
}
