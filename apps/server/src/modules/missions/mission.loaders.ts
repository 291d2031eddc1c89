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
    (ids) => repo.capPeriodsByMissionIds(ctx.deps.db, ids),
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
    (ids) => repo.briefsByMission(ctx.deps.db, ids),
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
  grouped<number, { id: number; name: string; startDate: string; endDate: string } | null>(
    ctx,
    'missions.customPeriod',
    (ids) => repo.customPeriodsByIds(ctx.deps.pool, ids),
    () => null,
  )
