import DataLoader from 'dataloader'
import { closesAt, currentPeriod, deriveDisplayState } from '@mc/domain'
import { isCampaignFinished } from '@mc/domain/campaigns/campaign.rules'
import { campaignMissionsArgsSchema } from '@mc/domain/campaigns/campaign-missions.schema'
import { loader, type GraphQLContext } from '../../graphql/graphql-context'
import type { Resolvers } from '../../graphql/resolvers.generated'
import { withoutNulls } from '../../graphql/page-args'
import { parseInput } from '../../http/validate'
import { customersByIds } from '../customers/customers.repository'
import { activeMissionCounts } from './campaigns.repository'
import { serverToday } from '../server-today'
import { getCampaign } from './campaigns.service'
import { statusCounts, templatesOfCampaign, type TemplateRecord } from '../store-lists/store-lists.repository'
import { rowSummaryOf } from '../store-lists/store-list-summary'
import { capPeriodsOfMissions, missionsOfCampaigns, pinTotalsOfCampaigns, type CapPeriodRow } from './campaign-details.repository'

const STORE_LIST_LIMIT_MAX = 100

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row])
  return map
}

const loaders = (ctx: GraphQLContext) => ({
  customers: loader(
    ctx,
    'campaigns.customers',
    () =>
      new DataLoader(async (ids: readonly number[]) => {
        const rows = await customersByIds(ctx.deps.pool, ids)
        return ids.map((id) => rows.find((row) => row.id === id) ?? new Error(`Customer ${id} is missing`))
      }),
  ),
  /** The missions of campaigns, all or those the search finds (one loader per search text). */
  missions: (search: string) =>
    loader(
      ctx,
      `campaigns.missions:${search}`,
      () =>
        new DataLoader(async (ids: readonly number[]) => {
          const byCampaign = groupBy(await missionsOfCampaigns(ctx.deps.pool, ids, search), (row) => row.campaign_id)
          return ids.map((id) => byCampaign.get(id) ?? [])
        }),
    ),
  capPeriods: loader(
    ctx,
    'campaigns.capPeriods',
    () =>
      new DataLoader(async (ids: readonly number[]) => {
        const byMission = groupBy(await capPeriodsOfMissions(ctx.deps.pool, ids), (row) => row.mission_id)
        return ids.map((id) => byMission.get(id) ?? [])
      }),
  ),
  pinTotals: loader(
    ctx,
    'campaigns.pinTotals',
    () =>
      new DataLoader(async (ids: readonly number[]) => {
        const rows = await pinTotalsOfCampaigns(ctx.deps.pool, ids)
        return ids.map((id) => rows.find((row) => row.campaign_id === id)?.total ?? 0)
      }),
  ),
  activeMissions: loader(
    ctx,
    'campaigns.activeMissions',
    () =>
      new DataLoader(async (ids: readonly number[]) => {
        const rows = await activeMissionCounts(ctx.deps.pool, ids, serverToday())
        return ids.map((id) => rows.find((row) => row.id === id)?.count ?? 0)
      }),
  ),
})

/** A store list on the campaign page: the list and its row counts (the schema picks the counts it shows). */
export type CampaignStoreListRow = TemplateRecord & { rowSummary: ReturnType<typeof rowSummaryOf> }

const periodDates = (row: CapPeriodRow) => ({ name: row.name, startDate: row.start_date, endDate: row.end_date })

export const campaignResolvers: Resolvers = {
  Query: {
    campaign: (_root, args, ctx) => getCampaign(ctx.deps, args.identity),
  },
  Campaign: {
    goal: (row) => row.description,
    finished: (row) => isCampaignFinished(row, serverToday()),
    activeMissions: (row, _args, ctx) => loaders(ctx).activeMissions.load(row.id),
    totalPins: (row, _args, ctx) => loaders(ctx).pinTotals.load(row.id),
    customer: (row, _args, ctx) => loaders(ctx).customers.load(row.customerId),
    missions: (row, args, ctx) =>
      loaders(ctx)
        .missions(parseInput(campaignMissionsArgsSchema, withoutNulls(args)).search ?? '')
        .load(row.id),
    // One campaign per page: a direct read, capped so no caller can ask for everything. The store
    // lists module's own read (campaignMissionDeployTemplates) and row counts, so both agree.
    missionDeployTemplates: async (row, args, ctx) => {
      const { items } = await templatesOfCampaign(ctx.deps.pool, row.identity, 1, Math.min(Math.max(args.limit ?? 10, 1), STORE_LIST_LIMIT_MAX))
      const counts = await statusCounts(
        ctx.deps.pool,
        items.map((template) => Number(template.id)),
      )
      return items.map((template) => ({ ...template, rowSummary: rowSummaryOf(counts.filter((count) => count.template_id === Number(template.id))) }))
    },
  },
  CampaignMission: {
    legacyIdentity: (row) => row.legacy_identity,
    startDate: (row) => row.start_date,
    endDate: (row) => row.end_date,
    capPeriodType: (row) => row.cap_period_type,
    pinCount: (row) => row.pin_count,
    displayState: (row) => deriveDisplayState({ state: row.state, startDate: row.start_date, endDate: row.end_date }, serverToday()),
    closesAt: (row) => closesAt({ endDate: row.end_date }),
    capPeriods: async (row, _args, ctx) => (await loaders(ctx).capPeriods.load(row.id)).map(periodDates),
    hasCapPeriods: async (row, _args, ctx) => (await loaders(ctx).capPeriods.load(row.id)).length > 0,
    currentCapPeriodEnd: async (row, _args, ctx) =>
      currentPeriod((await loaders(ctx).capPeriods.load(row.id)).map(periodDates), serverToday())?.endDate ?? null,
  },
  CampaignStoreList: {
    createdAt: (row) => new Date(row.created_at).toISOString(),
  },
}
