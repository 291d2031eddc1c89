import { sql, type SQL } from 'drizzle-orm'
import { execute, queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { IS_CAPPED, pinCapStatusCtes, pinStatusCtes } from './pin-status.sql'
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
 *
 * A table's page (how the Groups tab opens, and with the capped / available filters) is chosen
 * first, by name, and only its groups' pins are read (pin_status scoped to them, each pin's
 * responses by index): a page of 10 groups costs its ~200 pins, not the mission's 10,000
 * (figures in docs/domain/missions.md, Maintained counts). A filtered page is chosen by probes
 * (pinCapStatusCtes: whether a group's used slots reach its cap, and for "available" its first
 * running pin that is not capped), not by counting the mission's responses. The Pins tab's group
 * picker asks for every group at once: that reads the mission's responses in one pass, then pages.
 * All give the same figures (groups-reprice.int.test.ts, and the mission-page bench on the demo
 * mission's 500 groups).
 */
export async function findDeploymentGroups(db: Queryable, missionId: number, today: string, query: GroupQuery): Promise<GroupPage> {
  const filtered = query.isCapped != null || query.isAvailable != null
  const rows =
    query.limit > PAGE_FIRST_MAX_LIMIT
      ? await statsThenPage(db, missionId, today, query)
      : await pageThenStats(db, missionId, today, filtered ? probedPageSql(missionId, today, query) : namedPageSql(missionId, query))
  return { total: rows[0]?.total ?? 0, items: rows.map(toGroup) }
}

/** The largest page a table shows: larger asks (the group picker's) read the whole mission at once. */
const PAGE_FIRST_MAX_LIMIT = 100

/**
 * group_stats: each deployment group `g` matching `which` with its figures, from the pin_status
 * and group_counts CTEs (pinStatusCtes) before it.
 */
const groupStatsCte = (which: SQL) => sql`
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
      where ${which}
      group by g.id, m.identity, gc.used
    )`

const IS_AVAILABLE = sql.raw(`(not gs.is_capped and gs.pin_available > 0)`)

async function statsThenPage(db: Queryable, missionId: number, today: string, query: GroupQuery): Promise<GroupRow[]> {
  const filters = [sql`true`]
  if (query.identity) filters.push(sql`gs.identity = ${query.identity}`)
  if (query.isCapped != null) filters.push(sql`gs.is_capped = ${query.isCapped}`)
  if (query.isAvailable != null) filters.push(sql`${IS_AVAILABLE} = ${query.isAvailable}`)
  return queryRows<GroupRow>(
    db,
    sql`
    with ${pinStatusCtes(missionId, today)},
    ${groupStatsCte(sql`g.mission_id = ${missionId}`)}
    select gs.*, ${IS_AVAILABLE} as is_available, count(*) over () as total
    from group_stats gs
    where ${sql.join(filters, sql` and `)}
    order by gs.name, gs.id
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  )
}

const pageOf = (query: GroupQuery) => sql`order by g.name, g.id limit ${query.limit} offset ${(query.page - 1) * query.limit}`
const namedOnly = (query: GroupQuery) => (query.identity ? sql`and g.identity = ${query.identity}` : sql``)

/** The ids of a page of the mission's groups (or the named one) by name, each with the count of all. */
function namedPageSql(missionId: number, query: GroupQuery): SQL {
  return sql`
      select g.id, count(*) over () as total
      from deployment_groups g
      where g.mission_id = ${missionId} ${namedOnly(query)}
      ${pageOf(query)}`
}

/**
 * The ids of a page of the groups the capped / available filters match, by name, with their count:
 * a group is capped when its used slots reach its cap, available when it is not and one of its
 * running pins is not capped (the first such pin found is enough), both by pinCapStatusCtes' probes.
 */
function probedPageSql(missionId: number, today: string, query: GroupQuery): SQL {
  const isCapped = sql`g.id in (select group_id from capped_groups)`
  const filters = [sql`g.mission_id = ${missionId}`]
  if (query.isCapped != null) filters.push(sql`${isCapped} = ${query.isCapped}`)
  // OFFSET 0 keeps the probe per group, reading its pins by index until the first available one:
  // turned into one hashed set, it probed every running pin of the mission first (100,000 pins,
  // none available: 1.5 s against 0.5 s; most groups stop at their first pin).
  if (query.isAvailable != null)
    filters.push(sql`(not ${isCapped} and exists (
        select 1 from pin_status s where s.deployment_group_id = g.id and s.is_running and not (s.capped_by_count or s.held) offset 0)) = ${query.isAvailable}`)
  return sql`
      with ${pinCapStatusCtes(missionId, today)}
      select g.id, count(*) over () as total
      from deployment_groups g
      where ${sql.join(filters, sql` and `)} ${namedOnly(query)}
      ${pageOf(query)}`
}

/** The figures of the page of groups `pageGroups` chooses (ids with the count of all), reading only their pins. */
async function pageThenStats(db: Queryable, missionId: number, today: string, pageGroups: SQL): Promise<GroupRow[]> {
  return queryRows<GroupRow>(
    db,
    sql`
    with page_groups as materialized (${pageGroups}),
    ${pinStatusCtes(missionId, today, sql`select p.* from pins p where p.mission_id = ${missionId} and p.deployment_group_id = any(array(select id from page_groups))`)},
    ${groupStatsCte(sql`g.id in (select id from page_groups)`)}
    select gs.*, ${IS_AVAILABLE} as is_available, (select max(total) from page_groups) as total
    from group_stats gs
    order by gs.name, gs.id`,
  )
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

export async function findGroup(db: Queryable, identity: string): Promise<GroupRef | undefined> {
  return queryRow<GroupRef>(
    db,
    sql`
    select g.id, g.identity, g.name, g.mission_id as "missionId", m.identity as "missionIdentity",
           g.response_group_cap as "responseGroupCap", g.response_frequency_cap as "responseFrequencyCap"
    from deployment_groups g join missions m on m.id = g.mission_id where g.identity = ${identity}`,
  )
}

export async function setGroupCaps(tx: Queryable, groupId: number, caps: { responseGroupCap?: number; responseFrequencyCap?: number }): Promise<void> {
  await execute(
    tx,
    sql`
    update deployment_groups set
      response_group_cap = coalesce(${caps.responseGroupCap ?? null}::int, response_group_cap),
      response_frequency_cap = coalesce(${caps.responseFrequencyCap ?? null}::int, response_frequency_cap),
      updated_at = now()
    where id = ${groupId}`,
  )
}

/** Deleting a group deletes its pins (the foreign key cascades); returns how many pins went with it. */
export async function deleteGroup(tx: Queryable, groupId: number): Promise<number> {
  const row = await queryRow<{ pins: number }>(
    tx,
    sql`
    with gone as (delete from deployment_groups where id = ${groupId} returning id)
    select count(p.id)::int as pins from pins p where p.deployment_group_id in (select id from gone)`,
  )
  return row!.pins
}
