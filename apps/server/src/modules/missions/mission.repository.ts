import { and, asc, eq, gte, inArray, notInArray, or } from 'drizzle-orm'
import type pg from 'pg'
import { referencedMissions } from '@mc/domain'
import type { Database } from '../../db/connection'
import { missionBriefs, missionCapPeriods, missions, taskSummaries } from '../../db/schema'
import type { AuditEntry, BriefRow, CampaignRef, CapPeriodRow, DeploymentCounts, MissionRow, SwarmRef, TaskSummaryRef } from './mission.records'

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
export type Db = Database | Tx
/** Mission columns as inserted, and as a partial update writes them. */
export type MissionInsert = typeof missions.$inferInsert
export type MissionWrite = Partial<MissionInsert>

const byKey = <K, V>(rows: V[], key: (row: V) => K): Map<K, V> => new Map(rows.map((row) => [key(row), row]))
function groupBy<K, V>(rows: V[], key: (row: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>()
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row])
  return map
}

/** A mission that is not deleted (a deleted one is gone for every reader: see mission-access.ts). */
export async function findMission(db: Db, identity: string): Promise<MissionRow | undefined> {
  const [row] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.identity, identity), eq(missions.isDeleted, false)))
  return row
}

export async function findMissionByLegacyId(db: Db, legacyIdentity: number): Promise<MissionRow | undefined> {
  const [row] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.legacyIdentity, legacyIdentity), eq(missions.isDeleted, false)))
  return row
}

/** The mission's row, locked until the transaction ends (not deleted). */
export async function lockMission(tx: Tx, missionId: number): Promise<MissionRow | undefined> {
  const [row] = await tx
    .select()
    .from(missions)
    .where(and(eq(missions.id, missionId), eq(missions.isDeleted, false)))
    .for('update')
  return row
}

/**
 * The missions (not deleted) that references name: identities in any case, legacy ids with or
 * without leading zeros (@mc/domain missionReference rules). The one lookup behind GetMissions, the
 * store-list upload check and the processing job.
 */
export async function findMissions(db: Db, references: readonly string[]): Promise<MissionRow[]> {
  const { identities, legacyIdentities } = referencedMissions(references)
  if (identities.length === 0 && legacyIdentities.length === 0) return []
  return db
    .select()
    .from(missions)
    .where(
      and(
        eq(missions.isDeleted, false),
        or(
          identities.length ? inArray(missions.identity, identities) : undefined,
          legacyIdentities.length ? inArray(missions.legacyIdentity, legacyIdentities) : undefined,
        ),
      ),
    )
    .orderBy(asc(missions.name))
}

/** Active: switched on, not deleted, not ended, and not finished or closed by state. */
export async function activeMissions(db: Db, today: string, limit: number): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.isActive, true), eq(missions.isDeleted, false), gte(missions.endDate, today), notInArray(missions.state, ['FINISHED', 'CLOSED'])))
    .orderBy(asc(missions.name))
    .limit(limit)
}

export async function listTaskSummaries(pool: pg.Pool, first: number, offset: number): Promise<TaskSummaryRef[]> {
  const { rows } = await pool.query(`select identity as id, name, description from task_summaries order by lower(name), id limit $1 offset $2`, [first, offset])
  return rows
}

export async function findTaskSummary(db: Db, identity: string): Promise<(TaskSummaryRef & { dbId: number }) | undefined> {
  const [row] = await db
    .select({ dbId: taskSummaries.id, id: taskSummaries.identity, name: taskSummaries.name, description: taskSummaries.description })
    .from(taskSummaries)
    .where(eq(taskSummaries.identity, identity))
  return row
}

const CAMPAIGN_SQL = `
  select c.id, c.identity, c.name, c.start_date as "startDate", c.end_date as "endDate", c.self_funded as "selfFunded",
         c.legacy_id as "legacyId", cu.identity as "customerIdentity", cu.name as "customerName",
         exists (select 1 from customer_custom_periods p where p.customer_id = cu.id) as "hasCustomReportingPeriods"
  from campaigns c join customers cu on cu.id = c.customer_id`

type CampaignSqlRow = Omit<CampaignRef, 'customer'> & { customerIdentity: string; customerName: string; hasCustomReportingPeriods: boolean }
const toCampaign = ({ customerIdentity, customerName, hasCustomReportingPeriods, ...campaign }: CampaignSqlRow): CampaignRef => ({
  ...campaign,
  customer: { identity: customerIdentity, name: customerName, hasCustomReportingPeriods },
})

export async function campaignsByIds(pool: pg.Pool, ids: readonly number[]): Promise<Map<number, CampaignRef>> {
  const { rows } = await pool.query<CampaignSqlRow>(`${CAMPAIGN_SQL} where c.id = any($1::bigint[])`, [ids])
  return byKey(rows.map(toCampaign), (row) => row.id)
}

export async function findCampaign(pool: pg.Pool, identity: string): Promise<CampaignRef | undefined> {
  const { rows } = await pool.query<CampaignSqlRow>(`${CAMPAIGN_SQL} where c.identity = $1`, [identity])
  return rows[0] && toCampaign(rows[0])
}

export async function capPeriodsByMissionIds(db: Db, ids: readonly number[]): Promise<Map<number, CapPeriodRow[]>> {
  const rows = await db
    .select()
    .from(missionCapPeriods)
    .where(inArray(missionCapPeriods.missionId, [...ids]))
    .orderBy(asc(missionCapPeriods.startDate))
  return groupBy(rows, (row) => row.missionId)
}

/** Mission progress: every response of the mission, by state (from the maintained counts, see migration 0011). */
export async function progressByMission(pool: pg.Pool, ids: readonly number[]) {
  const { rows } = await pool.query<{ key: number; state: string; count: number }>(
    `select mission_id as key, state, sum(count)::int as count from mission_response_counts where mission_id = any($1::bigint[]) group by 1, 2`,
    [ids],
  )
  return rows
}

/** Period progress: responses of the period's mission started on a day inside the period (both ends included). */
export async function progressByCapPeriod(pool: pg.Pool, periodIds: readonly number[]) {
  const { rows } = await pool.query<{ key: number; state: string; count: number }>(
    `select p.id as key, c.state, sum(c.count)::int as count
       from mission_cap_periods p
       join mission_response_counts c on c.mission_id = p.mission_id and c.started_on between p.start_date and p.end_date
      where p.id = any($1::bigint[])
      group by 1, 2`,
    [periodIds],
  )
  return rows
}

/** Pins and groups of each mission, as the triggers of migration 0011 keep them. */
export async function deploymentCounts(pool: pg.Pool, ids: readonly number[]): Promise<Map<number, DeploymentCounts>> {
  const { rows } = await pool.query<DeploymentCounts & { missionId: number }>(
    `select mission_id as "missionId", group_count as "deploymentGroupCount", pin_count as "pinCount",
            running_pin_count as "runningPinCount", active_place_pin_count as "activePlacePinCount"
       from mission_counts
      where mission_id = any($1::bigint[])`,
    [ids],
  )
  return byKey(rows, (row) => row.missionId)
}

export async function swarmsByMission(pool: pg.Pool, ids: readonly number[]): Promise<Map<number, SwarmRef[]>> {
  const { rows } = await pool.query<SwarmRef & { missionId: number }>(
    `select ms.mission_id as "missionId", s.identity, s.name, s.specification,
            (select count(*)::int from swarm_members sm where sm.swarm_id = s.id) as size
       from mission_swarms ms join swarms s on s.id = ms.swarm_id
      where ms.mission_id = any($1::bigint[])
      order by s.name`,
    [ids],
  )
  return groupBy(rows, (row) => row.missionId)
}

export async function taskSummariesByIds(pool: pg.Pool, ids: readonly number[]): Promise<Map<number, TaskSummaryRef>> {
  const { rows } = await pool.query<TaskSummaryRef & { dbId: number }>(
    `select id as "dbId", identity as id, name, description from task_summaries where id = any($1::bigint[])`,
    [ids],
  )
  return byKey(rows, (row) => row.dbId)
}

export async function briefsByMission(db: Db, ids: readonly number[]): Promise<Map<number, BriefRow>> {
  const rows = await db
    .select()
    .from(missionBriefs)
    .where(inArray(missionBriefs.missionId, [...ids]))
  return byKey(rows, (row) => row.missionId)
}

/**
 * Newest first, at most 500 entries per mission: the most `Mission.history(limit)` can return. The
 * field's default, and what the console's History tab asks for, is 200.
 */
export async function auditByMission(pool: pg.Pool, identities: readonly string[]): Promise<Map<string, AuditEntry[]>> {
  const { rows } = await pool.query<AuditEntry & { entityIdentity: string }>(
    `select id, entity_identity as "entityIdentity", actor_email as "actorEmail", action,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", before, after
       from (select *, row_number() over (partition by entity_identity order by created_at desc, id desc) as n
               from audit_log where entity_type = 'mission' and entity_identity = any($1::text[])) a
      where n <= 500
      order by created_at desc, id desc`,
    [identities],
  )
  return groupBy(rows, (row) => row.entityIdentity)
}

export async function customPeriodsByIds(pool: pg.Pool, ids: readonly number[]) {
  const { rows } = await pool.query<{ id: number; name: string; startDate: string; endDate: string }>(
    `select id, name, start_date as "startDate", end_date as "endDate" from customer_custom_periods where id = any($1::bigint[])`,
    [ids],
  )
  return byKey(rows, (row) => row.id)
}

export async function insertMission(tx: Tx, values: MissionInsert): Promise<MissionRow> {
  const [row] = await tx.insert(missions).values(values).returning()
  return row!
}

/** Writes the columns given; returns the mission as saved. */
export async function updateMission(tx: Tx, missionId: number, update: MissionWrite): Promise<MissionRow> {
  const [row] = await tx.update(missions).set(update).where(eq(missions.id, missionId)).returning()
  return row!
}

/** The mission's one brief, replaced whole. */
export async function upsertBrief(tx: Tx, missionId: number, brief: Omit<typeof missionBriefs.$inferInsert, 'missionId'>): Promise<BriefRow> {
  const [row] = await tx
    .insert(missionBriefs)
    .values({ missionId, ...brief })
    .onConflictDoUpdate({ target: missionBriefs.missionId, set: { ...brief, updatedAt: new Date() } })
    .returning()
  return row!
}

/** The mission's cap periods by start date. */
export async function capPeriodsOf(db: Db, missionId: number): Promise<CapPeriodRow[]> {
  return (await capPeriodsByMissionIds(db, [missionId])).get(missionId) ?? []
}

export async function insertCapPeriod(tx: Tx, missionId: number, values: { name: string; startDate: string; endDate: string }): Promise<CapPeriodRow> {
  const [row] = await tx
    .insert(missionCapPeriods)
    .values({ missionId, type: 'CUSTOM', ...values })
    .returning()
  return row!
}

/** Changes one period of the mission; undefined when the mission has no such period. */
export async function updateCapPeriod(
  tx: Tx,
  missionId: number,
  periodId: number,
  values: { name: string; startDate: string; endDate: string },
): Promise<CapPeriodRow | undefined> {
  const [row] = await tx
    .update(missionCapPeriods)
    .set(values)
    .where(and(eq(missionCapPeriods.id, periodId), eq(missionCapPeriods.missionId, missionId)))
    .returning()
  return row
}

export async function deleteCapPeriodRow(tx: Tx, periodId: number): Promise<void> {
  await tx.delete(missionCapPeriods).where(eq(missionCapPeriods.id, periodId))
}
