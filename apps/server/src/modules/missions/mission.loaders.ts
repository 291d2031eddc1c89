import DataLoader from 'dataloader'
import type { CapProgress } from '@mc/domain'
import { loader, type GraphQLContext } from '../../graphql/graphql-context'
import {
  EMPTY_PROGRESS,
  foldProgress,
  type AuditEntry,
  type BriefRow,
  type CampaignRef,
  type CapPeriodRow,
  type DeploymentCounts,
  type SwarmRef,
  type TaskSummaryRef,
} from './mission.records'
import * as repo from './mission.repository'
import type { CustomPeriodRef, MissionPage, MissionPageParts } from './mission-page.repository'

/** One loader per lookup and request, so a list of missions costs one query per field, not per mission. */
function grouped<K, V>(context: GraphQLContext, key: string, fetch: (keys: readonly K[]) => Promise<Map<K, V>>, fallback: () => V) {
  return loader(
    context,
    key,
    () =>
      new DataLoader<K, V>(async (keys) => {
        const found = await fetch(keys)
        return keys.map((k) => found.get(k) ?? fallback())
      }),
  )
}

export const campaignLoader = (ctx: GraphQLContext) =>
  grouped<number, CampaignRef | null>(
    ctx,
    'missions.campaign',
    (ids) => repo.campaignsByIds(ctx.deps.pool, ids),
    () => null,
  )

export const capPeriodsLoader = (ctx: GraphQLContext) =>
  grouped<number, CapPeriodRow[]>(
    ctx,
    'missions.capPeriods',
    (ids) => repo.capPeriodsByMissionIds(ctx.deps.pool, ids),
    () => [],
  )

export const missionProgressLoader = (ctx: GraphQLContext) =>
  grouped<number, CapProgress>(
    ctx,
    'missions.progress',
    async (ids) => foldProgress(await repo.progressByMission(ctx.deps.pool, ids)),
    () => ({ ...EMPTY_PROGRESS }),
  )

export const capPeriodProgressLoader = (ctx: GraphQLContext) =>
  grouped<number, CapProgress>(
    ctx,
    'missions.capPeriodProgress',
    async (ids) => foldProgress(await repo.progressByCapPeriod(ctx.deps.pool, ids)),
    () => ({ ...EMPTY_PROGRESS }),
  )

const NO_DEPLOYMENT: DeploymentCounts = { pinCount: 0, deploymentGroupCount: 0, runningPinCount: 0, activePlacePinCount: 0 }
export const deploymentCountsLoader = (ctx: GraphQLContext) =>
  grouped<number, DeploymentCounts>(
    ctx,
    'missions.deploymentCounts',
    (ids) => repo.deploymentCounts(ctx.deps.pool, ids),
    () => NO_DEPLOYMENT,
  )

export const swarmsLoader = (ctx: GraphQLContext) =>
  grouped<number, SwarmRef[]>(
    ctx,
    'missions.swarms',
    (ids) => repo.swarmsByMission(ctx.deps.pool, ids),
    () => [],
  )

export const taskSummaryLoader = (ctx: GraphQLContext) =>
  grouped<number, TaskSummaryRef | null>(
    ctx,
    'missions.taskSummary',
    (ids) => repo.taskSummariesByIds(ctx.deps.pool, ids),
    () => null,
  )

export const briefLoader = (ctx: GraphQLContext) =>
  grouped<number, BriefRow | null>(
    ctx,
    'missions.brief',
    (ids) => repo.briefsByMission(ctx.deps.pool, ids),
    () => null,
  )

export const historyLoader = (ctx: GraphQLContext) =>
  grouped<string, AuditEntry[]>(
    ctx,
    'missions.history',
    (identities) => repo.auditByMission(ctx.deps.pool, identities),
    () => [],
  )

export const customPeriodLoader = (ctx: GraphQLContext) =>
  grouped<number, CustomPeriodRef | null>(
    ctx,
    'missions.customPeriod',
    (ids) => repo.customPeriodsByIds(ctx.deps.pool, ids),
    () => null,
  )

/** The parts of a mission page each `Mission` field resolver reads through the loaders above. */
const PARTS_OF_FIELD: Record<string, (keyof MissionPageParts)[]> = {
  pinCount: ['counts'],
  deploymentGroupCount: ['counts'],
  storesInAlignmentCount: ['counts'],
  storesInDeploymentCount: ['counts'],
  needsRedeployment: ['counts'],
  capProgress: ['progress'],
  relevantPeriod: ['progress', 'capPeriods'],
  capPeriod: ['capPeriods'],
  swarms: ['swarms'],
  campaign: ['campaign'],
  survey: ['taskSummary'],
  briefPretty: ['brief'],
  requirements: ['brief'],
}

/** What to read with the mission when these `Mission` fields are selected. */
export function missionPageParts(fields: ReadonlySet<string>): MissionPageParts {
  const parts: MissionPageParts = { counts: false, progress: false, capPeriods: false, swarms: false, campaign: false, taskSummary: false, brief: false }
  for (const field of fields) for (const part of PARTS_OF_FIELD[field] ?? []) parts[part] = true
  return parts
}

/** Gives this request's loaders what a mission page read brought, so its field resolvers send no query of their own. */
export function primeMissionPage(ctx: GraphQLContext, page: MissionPage): void {
  const { mission } = page
  if (page.counts !== undefined) deploymentCountsLoader(ctx).prime(mission.id, page.counts ?? NO_DEPLOYMENT)
  if (page.progress) missionProgressLoader(ctx).prime(mission.id, page.progress)
  if (page.capPeriods) {
    capPeriodsLoader(ctx).prime(
      mission.id,
      page.capPeriods.map(({ progress: _progress, customerCustomPeriod: _customPeriod, ...period }) => period),
    )
    for (const period of page.capPeriods) {
      capPeriodProgressLoader(ctx).prime(period.id, period.progress)
      if (period.customerCustomPeriodId != null) customPeriodLoader(ctx).prime(period.customerCustomPeriodId, period.customerCustomPeriod)
    }
  }
  if (page.swarms) swarmsLoader(ctx).prime(mission.id, page.swarms)
  if (page.campaign !== undefined) campaignLoader(ctx).prime(mission.campaignId, page.campaign)
  if (page.taskSummary !== undefined && mission.taskSummaryId != null) taskSummaryLoader(ctx).prime(mission.taskSummaryId, page.taskSummary)
  if (page.brief !== undefined) briefLoader(ctx).prime(mission.id, page.brief)
}
