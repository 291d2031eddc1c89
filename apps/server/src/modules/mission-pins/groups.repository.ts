import { sql } from 'drizzle-orm'
import type { Db } from './mission-lookup'
import { IS_CAPPED, pinStatusCtes } from './pin-status.sql'
import type { DeploymentGroup } from '@mc/domain/missions/deployment-group.types'

export interface GroupPage {
  total: number
  items: DeploymentGroup[]
}

interface GroupRow {
  identity: string
  name: string
  mission_identity: string
  response_group_cap: number | null
  response_frequency_cap: number | null
  target_count: number
  is_capped: boolean
  is_available: boolean
  reward_points: number | null
  pin_total: number
  pin_running: number
  pin_available: number
  approved: number
  pending: number
  started: number
  refused: number
  suppressed: number
  abandoned: number
  total: number
}

const toGroup = (row: GroupRow): DeploymentGroup => ({
  identity: row.identity,
  name: row.name,
  missionIdentity: row.mission_identity,
  responseGroupCap: row.response_group_cap,
  responseFrequencyCap: row.response_frequency_cap,
  targetCount: row.target_count,
  isCapped: row.is_capped,
  isAvailable: row.is_available,
  rewardPoints: row.reward_points,
  pins: { total: row.pin_total, running: row.pin_running, available: row.pin_available },
  capProgress: {
    approved: row.approved,
    pending: row.pending,
    started: row.started,
    refused: row.refused,
    suppressed: row.suppressed,
    abandoned: row.abandoned,
  },
})

export interface GroupQuery {
  /** One group only (to answer an edit with the group as it now stands). */
  identity?: string
  isCapped?: boolean | null
  isAvailable?: boolean | null
  page: number
  limit: number
}

/**
 * One page of a mission's deployment groups with their pin totals and cap progress, in one
 * statement. Target: the group cap when set, else what its running pins can take in the cap
 * window (the sum of their frequency caps). Available: not capped and at least one running pin
 * that is not capped.
 */
export async function findDeploymentGroups(db: Db, missionId: number, today: string, query: GroupQuery): Promise<GroupPage> {
  const filters = [sql`true`]
  if (query.identity) filters.push(sql`gs.identity = ${query.identity}`)
  if (query.isCapped != null) filters.push(sql`gs.is_capped = ${query.isCapped}`)
  if (query.isAvailable != null) filters.push(sql`(not gs.is_capped and gs.pin_available > 0) = ${query.isAvailable}`)
  const result = await db.execute(sql`
    with ${pinStatusCtes(missionId, today)},
    group_stats as (
      select g.id, g.identity, g.name, m.identity as mission_identity, g.response_group_cap, g.response_frequency_cap,
             coalesce(g.response_group_cap, coalesce(sum(s.frequency_cap) filter (where s.is_running), 0))::int as target_count,
             (g.response_group_cap is not null and coalesce(gc.used, 0) >= g.response_group_cap) as is_capped,
             case when min(s.reward_points) = max(s.reward_points) then min(s.reward_points) end as reward_points,
             count(s.id)::int as pin_total,
             count(s.id) filter (where s.is_running)::int as pin_running,
             count(s.id) filter (where s.is_running and not ${IS_CAPPED})::int as pin_available,
             coalesce(sum(s.approved), 0)::int as approved, coalesce(sum(s.pending), 0)::int as pending,
             coalesce(sum(s.started), 0)::int as started, coalesce(sum(s.refused), 0)::int as refused,
             coalesce(sum(s.suppressed), 0)::int as suppressed, coalesce(sum(s.abandoned), 0)::int as abandoned
      from deployment_groups g
      join missions m on m.id = g.mission_id
      left join pin_status s on s.deployment_group_id = g.id
      left join group_counts gc on gc.group_id = g.id
      where g.mission_id = ${missionId}
      group by g.id, m.identity, gc.used
    )
    select gs.*, (not gs.is_capped and gs.pin_available > 0) as is_available, count(*) over () as total
    from group_stats gs
    where ${sql.join(filters, sql` and `)}
    order by gs.name, gs.id
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`)
  const rows = result.rows as unknown as GroupRow[]
  return { total: rows[0]?.total ?? 0, items: rows.map(toGroup) }
}

export interface GroupRef {
  id: number
  identity: string
  name: string
  missionId: number
  missionIdentity: string
  responseGroupCap: number | null
  responseFrequencyCap: number | null
}

export async function findGroup(db: Db, identity: string): Promise<GroupRef | undefined> {
  const result = await db.execute(sql`
    select g.id, g.identity, g.name, g.mission_id as "missionId", m.identity as "missionIdentity",
           g.response_group_cap as "responseGroupCap", g.response_frequency_cap as "responseFrequencyCap"
    from deployment_groups g join missions m on m.id = g.mission_id where g.identity = ${identity}`)
  return result.rows[0] as GroupRef | undefined
}

export async function setGroupCaps(tx: Db, groupId: number, caps: { responseGroupCap?: number; responseFrequencyCap?: number }): Promise<void> {
  await tx.execute(sql`
    update deployment_groups set
      response_group_cap = coalesce(${caps.responseGroupCap ?? null}::int, response_group_cap),
      response_frequency_cap = coalesce(${caps.responseFrequencyCap ?? null}::int, response_frequency_cap),
      updated_at = now()
    where id = ${groupId}`)
}

/** Deleting a group deletes its pins (the foreign key cascades); returns how many pins went with it. */
export async function deleteGroup(tx: Db, groupId: number): Promise<number> {
  const result = await tx.execute(sql`
    with gone as (delete from deployment_groups where id = ${groupId} returning id)
    select count(p.id)::int as pins from pins p where p.deployment_group_id in (select id from gone)`)
  return (result.rows[0] as { pins: number }).pins
}
