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
import type { MissionCapPeriodResolvers, MissionResolvers } from '../../graphql/resolvers.generated'
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
import type { MissionRow } from './mission.records'

const timing = (mission: MissionRow): MissionTiming => ({ state: mission.state, startDate: mission.startDate, endDate: mission.endDate })

/** The spec's field names over the deprecated ones as well. */
const withDeprecated = (progress: CapProgress) => ({ ...normalizeCapProgress(progress), completed: progress.approved, rejected: progress.refused })

/** Field resolvers of `type Mission`: derived state, related data through per-request loaders. */
export const missionFields: MissionResolvers = {
  displayState: (m) => deriveDisplayState(timing(m), serverToday()),
  closesAt: (m) => closesAt(timing(m)),
  isEndingSoon: (m) => isEndingSoon(timing(m), serverToday()),
  isFinished: (m) => isFinished(timing(m), serverToday()),
  pinCount: async (m, _, ctx) => (await deploymentCountsLoader(ctx).load(m.id)).pinCount,
  deploymentGroupCount: async (m, _, ctx) => (await deploymentCountsLoader(ctx).load(m.id)).deploymentGroupCount,
  storesInAlignmentCount: async (m, _, ctx) => (await deploymentCountsLoader(ctx).load(m.id)).activePlacePinCount,
  storesInDeploymentCount: async (m, _, ctx) => (await deploymentCountsLoader(ctx).load(m.id)).runningPinCount,
  /** An enabled mission with pins of which none is running reaches nobody: it must be redeployed. */
  needsRedeployment: async (m, _, ctx) => {
    const counts = await deploymentCountsLoader(ctx).load(m.id)
    return m.state === 'ENABLED' && counts.pinCount > 0 && counts.runningPinCount === 0
  },
  properties: (m) => ({
    ...m,
    avgPrice: m.minPrice != null && m.maxPrice != null ? (m.minPrice + m.maxPrice) / 2 : null,
    miniOSVersion: m.minIosVersion,
    salesforceOpportunityID: m.salesforceOpportunityId,
  }),
  capPeriod: async (m, _, ctx) => (await capPeriodsLoader(ctx).load(m.id)).map((period) => ({ ...period, missionIdentity: m.identity })),
  relevantPeriod: async (m, _, ctx) => {
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
  capProgress: async (m, _, ctx) => withDeprecated(await missionProgressLoader(ctx).load(m.id)),
  swarms: (m, _, ctx) => swarmsLoader(ctx).load(m.id),
  campaign: async (m, _, ctx) => {
    const campaign = await campaignLoader(ctx).load(m.campaignId)
    if (!campaign) throw new Error(`The campaign of mission ${m.identity} is missing`)
    return campaign
  },
  requirements: async (m, _, ctx) => (await briefLoader(ctx).load(m.id))?.requirement ?? [],
  survey: async (m, _, ctx) => ({
    taskSummary: m.taskSummaryId == null ? null : await taskSummaryLoader(ctx).load(m.taskSummaryId),
  }),
  /** No brief until one of its lists holds text (the 'Create a Mission Brief' banner shows). */
  briefPretty: async (m, _, ctx) => {
    const brief = await briefLoader(ctx).load(m.id)
    return brief && hasBrief(brief) ? brief : null
  },
  history: async (m, args, ctx) => (await historyLoader(ctx).load(m.identity)).slice(0, Math.max(0, args.limit ?? 200)),
}

export const capPeriodFields: MissionCapPeriodResolvers = {
  startAt: (p) => p.startDate,
  endAt: (p) => p.endDate,
  capProgress: async (p, _, ctx) => withDeprecated(await capPeriodProgressLoader(ctx).load(p.id)),
  customerCustomPeriod: (p, _, ctx) => (p.customerCustomPeriodId == null ? null : customPeriodLoader(ctx).load(p.customerCustomPeriodId)),
}
