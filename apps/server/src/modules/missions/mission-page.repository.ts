import { sql, type SQL } from 'drizzle-orm'
import type { CapProgress } from '@mc/domain'
import { prepareStatement, queryPrepared, type PreparedStatement, type Queryable } from '../../db/pg-statement'
import { rowColumns } from '../../db/table.sql'
import { missions } from '../../db/schema'
import { missionNotDeleted } from './mission.sql'
import { EMPTY_PROGRESS, foldProgress } from './mission.records'
import type { BriefRow, CampaignRef, CapPeriodRow, DeploymentCounts, MissionRow, SwarmRef, TaskSummaryRef } from './mission.records'

/** A customer's custom reporting period a cap period follows. */
export interface CustomPeriodRef {
  id: number
  name: string
  startDate: string
  endDate: string
}

/** Which of a mission's related data one read brings along (what the GraphQL selection asks for). */
export interface MissionPageParts {
  counts: boolean
  progress: boolean
  capPeriods: boolean
  swarms: boolean
  campaign: boolean
  taskSummary: boolean
  brief: boolean
}

/** A mission with the related data asked for; a part not asked for is undefined. */
export interface MissionPage {
  mission: MissionRow
  counts?: DeploymentCounts | null
  progress?: CapProgress
  capPeriods?: (CapPeriodRow & { progress: CapProgress; customerCustomPeriod: CustomPeriodRef | null })[]
  swarms?: SwarmRef[]
  campaign?: CampaignRef | null
  taskSummary?: TaskSummaryRef | null
  brief?: BriefRow | null
}

type StateCounts = Record<string, number> | null
type Stamped<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string }
interface RelatedJson {
  counts?: DeploymentCounts | null
  progress?: StateCounts
  capPeriods?: (Stamped<CapPeriodRow> & { progress: StateCounts; customerCustomPeriod: CustomPeriodRef | null })[] | null
  swarms?: SwarmRef[] | null
  campaign?: CampaignRef | null
  taskSummary?: TaskSummaryRef | null
  brief?: Stamped<BriefRow> | null
}

const m = sql.identifier('missions')

/** Responses by state (`{ state: count }`) of the maintained counts `c` matching `where`. */
const stateCounts = (where: SQL) =>
  sql`(select json_object_agg(state, n) from (select c.state, sum(c.count)::int as n from mission_response_counts c where ${where} group by c.state) s)`

/**
 * Each part as the per-request loaders of mission.loaders.ts read it (same columns, order and
 * rules), as one JSON value, so the whole mission page is one statement.
 */
const PART_SQL: Record<keyof MissionPageParts, SQL> = {
  counts: sql`(select json_build_object('pinCount', c.pin_count, 'deploymentGroupCount', c.group_count,
                 'runningPinCount', c.running_pin_count, 'activePlacePinCount', c.active_place_pin_count)
               from mission_counts c where c.mission_id = ${m}.id)`,
  progress: stateCounts(sql`c.mission_id = ${m}.id`),
  capPeriods: sql`(select json_agg(json_build_object('id', p.id, 'missionId', p.mission_id, 'name', p.name, 'startDate', p.start_date,
                     'endDate', p.end_date, 'type', p.type, 'customerCustomPeriodId', p.customer_custom_period_id,
                     'createdAt', p.created_at, 'updatedAt', p.updated_at,
                     'customerCustomPeriod', (select json_build_object('id', cp.id, 'name', cp.name, 'startDate', cp.start_date, 'endDate', cp.end_date)
                       from customer_custom_periods cp where cp.id = p.customer_custom_period_id),
                     'progress', ${stateCounts(sql`c.mission_id = p.mission_id and c.started_on between p.start_date and p.end_date`)})
                   order by p.start_date)
                   from mission_cap_periods p where p.mission_id = ${m}.id)`,
  swarms: sql`(select json_agg(json_build_object('identity', s.identity, 'name', s.name, 'specification', s.specification,
                 'size', (select count(*)::int from swarm_members sm where sm.swarm_id = s.id)) order by s.name)
               from mission_swarms ms join swarms s on s.id = ms.swarm_id where ms.mission_id = ${m}.id)`,
  campaign: sql`(select json_build_object('id', c.id, 'identity', c.identity, 'name', c.name, 'startDate', c.start_date, 'endDate', c.end_date,
                   'selfFunded', c.self_funded, 'legacyId', c.legacy_id, 'customer', json_build_object('identity', cu.identity, 'name', cu.name,
                   'hasCustomReportingPeriods', exists (select 1 from customer_custom_periods p where p.customer_id = cu.id)))
                 from campaigns c join customers cu on cu.id = c.customer_id where c.id = ${m}.campaign_id)`,
  taskSummary: sql`(select json_build_object('id', t.identity, 'name', t.name, 'description', t.description)
                    from task_summaries t where t.id = ${m}.task_summary_id)`,
  brief: sql`(select json_build_object('id', b.id, 'missionId', b.mission_id, 'completionTime', b.completion_time,
                'numberOfPhotos', b.number_of_photos, 'whereShouldIStart', b.where_should_i_start, 'purchaseRequirement', b.purchase_requirement,
                'doIHaveToFindSomething', b.do_i_have_to_find_something, 'doIHaveToTalkToAnyone', b.do_i_have_to_talk_to_anyone,
                'requirement', b.requirement, 'createdAt', b.created_at, 'updatedAt', b.updated_at)
              from mission_briefs b where b.mission_id = ${m}.id)`,
}

const progressOf = (counts: StateCounts): CapProgress =>
  foldProgress(Object.entries(counts ?? {}).map(([state, count]) => ({ key: 0, state, count }))).get(0) ?? { ...EMPTY_PROGRESS }
const stamped = <T extends { createdAt: string; updatedAt: string }>(row: T) => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
})

/** The parts of PART_SQL in their order; a statement's name says which it reads (one bit each). */
const PART_NAMES = Object.keys(PART_SQL) as (keyof MissionPageParts)[]

/**
 * One name per text: the parts asked for change the text, the identity does not. At most 2^7
 * statements, each prepared once per connection.
 */
const statementName = (asked: readonly (keyof MissionPageParts)[]) =>
  `mission_page_${PART_NAMES.reduce((bits, part, i) => (asked.includes(part) ? bits | (1 << i) : bits), 0)}`

function missionPageStatement(asked: readonly (keyof MissionPageParts)[]): PreparedStatement {
  const related = asked.length
    ? sql`json_build_object(${sql.join(
        asked.map((part) => sql`${sql.raw(`'${part}'`)}, ${PART_SQL[part]}`),
        sql`, `,
      )})`
    : sql`'{}'::json`
  return prepareStatement(
    statementName(asked),
    sql`select ${rowColumns(missions)}, ${related} as related from missions
         where missions.identity = ${sql.placeholder('identity')} and ${missionNotDeleted('missions')}`,
  )
}

/**
 * The statements, written once: writing the statement's text (35 columns and seven JSON parts)
 * cost more CPU than the rest of the call's server work. The text and its name never change; only
 * the identity is bound per call.
 */
const prepared = new Map<string, PreparedStatement>()

function preparedMissionPage(asked: readonly (keyof MissionPageParts)[]): PreparedStatement {
  const name = statementName(asked)
  let statement = prepared.get(name)
  if (!statement) prepared.set(name, (statement = missionPageStatement(asked)))
  return statement
}

/**
 * A mission that is not deleted, with the related data `parts` asks for, in one statement: the
 * mission page's GetMissionDetails is one round trip instead of one per loader.
 *
 * A named prepared statement: planning was most of its cost (~0.8 of ~1.2 ms on PostgreSQL, the
 * execution ~0.3), and nothing in it depends on a value in a way a plan could get wrong. The mission
 * is found by its unique identity, and every part is a subquery keyed by that row's ids, so the
 * generic plan PostgreSQL switches to after five executions is the custom one (checked with
 * plan_cache_mode = force_generic_plan: ~0.5 ms, the same plan).
 */
export async function findMissionPage(db: Queryable, identity: string, parts: MissionPageParts): Promise<MissionPage | undefined> {
  const asked = PART_NAMES.filter((part) => parts[part])
  const [row] = await queryPrepared<MissionRow & { related: RelatedJson }>(db, preparedMissionPage(asked), { identity })
  if (!row) return undefined
  const { related: json, ...mission } = row
  return {
    mission,
    ...(parts.counts ? { counts: json.counts ?? null } : {}),
    ...(parts.progress ? { progress: progressOf(json.progress ?? null) } : {}),
    ...(parts.capPeriods
      ? { capPeriods: (json.capPeriods ?? []).map(({ progress, ...period }) => ({ ...stamped(period), progress: progressOf(progress) })) }
      : {}),
    ...(parts.swarms ? { swarms: json.swarms ?? [] } : {}),
    ...(parts.campaign ? { campaign: json.campaign ?? null } : {}),
    ...(parts.taskSummary ? { taskSummary: json.taskSummary ?? null } : {}),
    ...(parts.brief ? { brief: json.brief ? stamped(json.brief) : null } : {}),
  }
}
