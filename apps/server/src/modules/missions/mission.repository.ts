import { sql, type SQL } from 'drizzle-orm'
import { referencedMissions } from '@mc/domain'
import { execute, queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { insertRow, rowColumns, setColumns } from '../../db/table.sql'
import { missionBriefs, missionCapPeriods, missions } from '../../db/schema'
import type { AuditEntry, BriefRow, CampaignRef, CapPeriodRow, DeploymentCounts, MissionRow, SwarmRef, TaskSummaryRef } from './mission.records'
import { missionActive, missionNotDeleted } from './mission.sql'

/** Mission columns as inserted, and as a partial update writes them. */
export type MissionInsert = typeof missions.$inferInsert
export type MissionWrite = Partial<MissionInsert>

const byKey = <K, V>(rows: V[], key: (row: V) => K): Map<K, V> => new Map(rows.map((row) => [key(row), row]))
function groupBy<K, V>(rows: V[], key: (row: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>()
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row])
  return map
}

/** Missions (not deleted) matching `where`, as whole rows. */
const missionRows = (where: SQL) => sql`select ${rowColumns(missions, 'm')} from missions m where ${missionNotDeleted()} and ${where}`

/** A mission that is not deleted (a deleted one is gone for every reader: see mission-access.ts). */
export async function findMission(db: Queryable, identity: string): Promise<MissionRow | undefined> {
  return queryRow<MissionRow>(db, missionRows(sql`m.identity = ${identity}`))
}

export async function findMissionByLegacyId(db: Queryable, legacyIdentity: number): Promise<MissionRow | undefined> {
  return queryRow<MissionRow>(db, missionRows(sql`m.legacy_identity = ${legacyIdentity}`))
}

/** The mission's row, locked until the transaction ends (not deleted). */
export async function lockMission(tx: Queryable, missionId: number): Promise<MissionRow | undefined> {
  return queryRow<MissionRow>(tx, sql`${missionRows(sql`m.id = ${missionId}`)} for update`)
}

/**
 * The missions (not deleted) that references name: identities in any case, legacy ids with or
 * without leading zeros (@mc/domain missionReference rules). The one lookup behind GetMissions, the
 * store-list upload check and the processing job.
 */
export async function findMissions(db: Queryable, references: readonly string[]): Promise<MissionRow[]> {
  const { identities, legacyIdentities } = referencedMissions(references)
  if (identities.length === 0 && legacyIdentities.length === 0) return []
  const named: SQL[] = []
  if (identities.length) named.push(sql`m.identity = any(${sql.param(identities)}::text[])`)
  if (legacyIdentities.length) named.push(sql`m.legacy_identity = any(${sql.param(legacyIdentities)}::bigint[])`)
  return queryRows<MissionRow>(db, sql`${missionRows(sql`(${sql.join(named, sql` or `)})`)} order by m.name`)
}

/** Active: switched on, not deleted, not ended, and not finished or closed by state. */
export async function activeMissions(db: Queryable, today: string, limit: number): Promise<MissionRow[]> {
  return queryRows<MissionRow>(db, sql`${missionRows(missionActive('m', today))} order by m.name limit ${limit}`)
}

export async function listTaskSummaries(db: Queryable, first: number, offset: number): Promise<TaskSummaryRef[]> {
  return queryRows<TaskSummaryRef>(
    db,
    sql`select identity as id, name, description from task_summaries order by lower(name), id limit ${first} offset ${offset}`,
  )
}

export async function findTaskSummary(db: Queryable, identity: string): Promise<(TaskSummaryRef & { dbId: number }) | undefined> {
  return queryRow<TaskSummaryRef & { dbId: number }>(
    db,
    sql`select id as "dbId", identity as id, name, description from task_summaries where identity = ${identity}`,
  )
}

const CAMPAIGN_SQL = sql`
  select c.id, c.identity, c.name, c.start_date as "startDate", c.end_date as "endDate", c.self_funded as "selfFunded",
         c.legacy_id as "legacyId", cu.identity as "customerIdentity", cu.name as "customerName",
         exists (select 1 from customer_custom_periods p where p.customer_id = cu.id) as "hasCustomReportingPeriods"
  from campaigns c join customers cu on cu.id = c.customer_id`

type CampaignSqlRow = Omit<CampaignRef, 'customer'> & { customerIdentity: string; customerName: string; hasCustomReportingPeriods: boolean }
const toCampaign = ({ customerIdentity, customerName, hasCustomReportingPeriods, ...campaign }: CampaignSqlRow): CampaignRef => ({
  ...campaign,
  customer: { identity: customerIdentity, name: customerName, hasCustomReportingPeriods },
})

export async function campaignsByIds(db: Queryable, ids: readonly number[]): Promise<Map<number, CampaignRef>> {
  const rows = await queryRows<CampaignSqlRow>(db, sql`${CAMPAIGN_SQL} where c.id = any(${sql.param([...ids])}::bigint[])`)
  return byKey(rows.map(toCampaign), (row) => row.id)
}

export async function findCampaign(db: Queryable, identity: string): Promise<CampaignRef | undefined> {
  const row = await queryRow<CampaignSqlRow>(db, sql`${CAMPAIGN_SQL} where c.identity = ${identity}`)
  return row && toCampaign(row)
}

export async function capPeriodsByMissionIds(db: Queryable, ids: readonly number[]): Promise<Map<number, CapPeriodRow[]>> {
  const rows = await queryRows<CapPeriodRow>(
    db,
    sql`select ${rowColumns(missionCapPeriods)} from mission_cap_periods where mission_id = any(${sql.param([...ids])}::bigint[]) order by start_date`,
  )
  return groupBy(rows, (row) => row.missionId)
}

/** Mission progress: every response of the mission, by state (from the maintained counts, see migration 0011). */
export async function progressByMission(db: Queryable, ids: readonly number[]) {
  const rows = await queryRows<{ key: number; state: string; count: number }>(
    db,
    sql`select mission_id as key, state, sum(count)::int as count from mission_response_counts where mission_id = any(${sql.param([...ids])}::bigint[]) group by 1, 2`,
  )
  return rows
}

/** Period progress: responses of the period's mission started on a day inside the period (both ends included). */
export async function progressByCapPeriod(db: Queryable, periodIds: readonly number[]) {
  const rows = await queryRows<{ key: number; state: string; count: number }>(
    db,
    sql`select p.id as key, c.state, sum(c.count)::int as count
       from mission_cap_periods p
       join mission_response_counts c on c.mission_id = p.mission_id and c.started_on between p.start_date and p.end_date
      where p.id = any(${sql.param([...periodIds])}::bigint[])
      group by 1, 2`,
  )
  return rows
}

/** Pins and groups of each mission, as the triggers of migration 0011 keep them. */
export async function deploymentCounts(db: Queryable, ids: readonly number[]): Promise<Map<number, DeploymentCounts>> {
  const rows = await queryRows<DeploymentCounts & { missionId: number }>(
    db,
    sql`select mission_id as "missionId", group_count as "deploymentGroupCount", pin_count as "pinCount",
            running_pin_count as "runningPinCount", active_place_pin_count as "activePlacePinCount"
       from mission_counts
      where mission_id = any(${sql.param([...ids])}::bigint[])`,
  )
  return byKey(rows, (row) => row.missionId)
}

export async function swarmsByMission(db: Queryable, ids: readonly number[]): Promise<Map<number, SwarmRef[]>> {
  const rows = await queryRows<SwarmRef & { missionId: number }>(
    db,
    sql`select ms.mission_id as "missionId", s.identity, s.name, s.specification,
            (select count(*)::int from swarm_members sm where sm.swarm_id = s.id) as size
       from mission_swarms ms join swarms s on s.id = ms.swarm_id
      where ms.mission_id = any(${sql.param([...ids])}::bigint[])
      order by s.name`,
  )
  return groupBy(rows, (row) => row.missionId)
}

export async function taskSummariesByIds(db: Queryable, ids: readonly number[]): Promise<Map<number, TaskSummaryRef>> {
  const rows = await queryRows<TaskSummaryRef & { dbId: number }>(
    db,
    sql`select id as "dbId", identity as id, name, description from task_summaries where id = any(${sql.param([...ids])}::bigint[])`,
  )
  return byKey(rows, (row) => row.dbId)
}

export async function briefsByMission(db: Queryable, ids: readonly number[]): Promise<Map<number, BriefRow>> {
  const rows = await queryRows<BriefRow>(
    db,
    sql`select ${rowColumns(missionBriefs)} from mission_briefs where mission_id = any(${sql.param([...ids])}::bigint[])`,
  )
  return byKey(rows, (row) => row.missionId)
}

/**
 * Newest first, at most 500 entries per mission: the most `Mission.history(limit)` can return. The
 * field's default, and what the console's History tab asks for, is 200.
 */
export async function auditByMission(db: Queryable, identities: readonly string[]): Promise<Map<string, AuditEntry[]>> {
  const rows = await queryRows<AuditEntry & { entityIdentity: string }>(
    db,
    sql`select id, entity_identity as "entityIdentity", actor_email as "actorEmail", action,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", before, after
       from (select *, row_number() over (partition by entity_identity order by created_at desc, id desc) as n
               from audit_log where entity_type = 'mission' and entity_identity = any(${sql.param([...identities])}::text[])) a
      where n <= 500
      order by created_at desc, id desc`,
  )
  return groupBy(rows, (row) => row.entityIdentity)
}

export async function customPeriodsByIds(db: Queryable, ids: readonly number[]) {
  const rows = await queryRows<{ id: number; name: string; startDate: string; endDate: string }>(
    db,
    sql`select id, name, start_date as "startDate", end_date as "endDate" from customer_custom_periods where id = any(${sql.param([...ids])}::bigint[])`,
  )
  return byKey(rows, (row) => row.id)
}

export async function insertMission(tx: Queryable, values: MissionInsert): Promise<MissionRow> {
  return (await queryRow<MissionRow>(tx, sql`${insertRow(missions, values)} returning ${rowColumns(missions)}`))!
}

/** Writes the columns given; returns the mission as saved. */
export async function updateMission(tx: Queryable, missionId: number, update: MissionWrite): Promise<MissionRow> {
  return (await queryRow<MissionRow>(tx, sql`update missions set ${setColumns(missions, update)} where id = ${missionId} returning ${rowColumns(missions)}`))!
}

/** The mission's one brief, replaced whole. */
export async function upsertBrief(tx: Queryable, missionId: number, brief: Omit<typeof missionBriefs.$inferInsert, 'missionId'>): Promise<BriefRow> {
  return (await queryRow<BriefRow>(
    tx,
    sql`${insertRow(missionBriefs, { missionId, ...brief })}
        on conflict (mission_id) do update set ${setColumns(missionBriefs, brief)}
        returning ${rowColumns(missionBriefs)}`,
  ))!
}

/** The mission's cap periods by start date. */
export async function capPeriodsOf(db: Queryable, missionId: number): Promise<CapPeriodRow[]> {
  return (await capPeriodsByMissionIds(db, [missionId])).get(missionId) ?? []
}

export async function insertCapPeriod(tx: Queryable, missionId: number, values: { name: string; startDate: string; endDate: string }): Promise<CapPeriodRow> {
  return (await queryRow<CapPeriodRow>(
    tx,
    sql`${insertRow(missionCapPeriods, { missionId, type: 'CUSTOM', ...values })} returning ${rowColumns(missionCapPeriods)}`,
  ))!
}

/** Changes one period of the mission; undefined when the mission has no such period. */
export async function updateCapPeriod(
  tx: Queryable,
  missionId: number,
  periodId: number,
  values: { name: string; startDate: string; endDate: string },
): Promise<CapPeriodRow | undefined> {
  return queryRow<CapPeriodRow>(
    tx,
    sql`update mission_cap_periods set ${setColumns(missionCapPeriods, values)}
         where id = ${periodId} and mission_id = ${missionId} returning ${rowColumns(missionCapPeriods)}`,
  )
}

export async function deleteCapPeriodRow(tx: Queryable, periodId: number): Promise<void> {
  await execute(tx, sql`delete from mission_cap_periods where id = ${periodId}`)
}
