import {
  closesAt,
  deriveDisplayState,
  hasBrief,
  isEndingSoon,
  isFinished,
  normalizeCapProgress,
  relevantCapPeriod,
  type CapProgress,
  type MissionTiming,
} from '@mc/domain'
import type { GraphQLContext } from '../../graphql/graphql-context'
import { serverToday } from '../server-today'
import {
  briefLoader,
  campaignLoader,
  capPeriodProgressLoader,
  capPeriodsLoader,
  customPeriodLoader,
  deploymentCountsLoader,
  historyLoader,
  missionProgressLoader,
  swarmsLoader,
  taskSummaryLoader,
} from './mission.loaders'
import type { CapPeriodRow, MissionRow } from './mission.records'

const timing = (mission: MissionRow): MissionTiming => ({ state: mission.state, startDate: mission.startDate, endDate: mission.endDate })

/** The spec's field names over the deprecated ones as well. */
const withDeprecated = (progress: CapProgress) => ({ ...normalizeCapProgress(progress), completed: progress.approved, rejected: progress.refused })

/** Field resolvers of `type Mission`: derived state, related data through per-request loaders. */
export const missionFields = {
  displayState: (m: MissionRow) => deriveDisplayState(timing(m), serverToday()),
  closesAt: (m: MissionRow) => closesAt(timing(m)),
  isEndingSoon: (m: MissionRow) => isEndingSoon(timing(m), serverToday()),
  isFinished: (m: MissionRow) => isFinished(timing(m), serverToday()),
  pinCount: async (m: MissionRow, _: unknown, ctx: GraphQLContext) => (await deploymentCountsLoader(ctx).load(m.id)).pinCount,
  deploymentGroupCount: async (m: MissionRow, _: unknown, ctx: GraphQLContext) => (await deploymentCountsLoader(ctx).load(m.id)).deploymentGroupCount,
  storesInAlignmentCount: async (m: MissionRow, _: unknown, ctx: GraphQLContext) => (await deploymentCountsLoader(ctx).load(m.id)).activePlacePinCount,
  storesInDeploymentCount: async (m: MissionRow, _: unknown, ctx: GraphQLContext) => (await deploymentCountsLoader(ctx).load(m.id)).runningPinCount,
  /** An enabled mission with pins of which none is running reaches nobody: it must be redeployed. */
  needsRedeployment: async (m: MissionRow, _: unknown, ctx: GraphQLContext) => {
    const counts = await deploymentCountsLoader(ctx).load(m.id)
    return m.state === 'ENABLED' && counts.pinCount > 0 && counts.runningPinCount === 0
  },
  properties: (m: MissionRow) => ({
    ...m,
    avgPrice: m.minPrice != null && m.maxPrice != null ? (m.minPrice + m.maxPrice) / 2 : null,
    miniOSVersion: m.minIosVersion,
    salesforceOpportunityID: m.salesforceOpportunityId,
  }),
  capPeriod: async (m: MissionRow, _: unknown, ctx: GraphQLContext) =>
    (await capPeriodsLoader(ctx).load(m.id)).map((period) => ({ ...period, missionIdentity: m.identity })),
  relevantPeriod: async (m: MissionRow, _: unknown, ctx: GraphQLContext) => {
    if (m.capPeriodType === 'SIMPLE') {
      return { name: 'Single Period', startAt: m.startDate, endAt: m.endDate, capProgress: withDeprecated(await missionProgressLoader(ctx).load(m.id)) }
    }
    const period = relevantCapPeriod(await capPeriodsLoader(ctx).load(m.id), serverToday())
    if (!period) return null
    return {
      name: period.name,
      startAt: period.startDate,
      endAt: period.endDate,
      capProgress: withDeprecated(await capPeriodProgressLoader(ctx).load(period.id)),
    }
  },
  capProgress: async (m: MissionRow, _: unknown, ctx: GraphQLContext) => withDeprecated(await missionProgressLoader(ctx).load(m.id)),
  swarms: (m: MissionRow, _: unknown, ctx: GraphQLContext) => swarmsLoader(ctx).load(m.id),
  campaign: (m: MissionRow, _: unknown, ctx: GraphQLContext) => campaignLoader(ctx).load(m.campaignId),
  requirements: async (m: MissionRow, _: unknown, ctx: GraphQLContext) => (await briefLoader(ctx).load(m.id))?.requirement ?? [],
  survey: async (m: MissionRow, _: unknown, ctx: GraphQLContext) => ({
    taskSummary: m.taskSummaryId == null ? null : await taskSummaryLoader(ctx).load(m.taskSummaryId),
  }),
  /** No brief until one of its lists holds text (the 'Create a Mission Brief' banner shows). */
  briefPretty: async (m: MissionRow, _: unknown, ctx: GraphQLContext) => {
    const brief = await briefLoader(ctx).load(m.id)
    return brief && hasBrief(brief) ? brief : null
  },
  history: async (m: MissionRow, args: { limit?: number | null }, ctx: GraphQLContext) =>
    (await historyLoader(ctx).load(m.identity)).slice(0, Math.max(0, args.limit ?? 200)),
}

export const capPeriodFields = {
  startAt: (p: CapPeriodRow) => p.startDate,
  endAt: (p: CapPeriodRow) => p.endDate,
  capProgress: async (p: CapPeriodRow, _: unknown, ctx: GraphQLContext) => withDeprecated(await capPeriodProgressLoader(ctx).load(p.id)),
  customerCustomPeriod: (p: CapPeriodRow, _: unknown, ctx: GraphQLContext) =>
    p.customerCustomPeriodId == null ? null : customPeriodLoader(ctx).load(p.customerCustomPeriodId),
}
