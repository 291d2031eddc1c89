import type { GraphQLResolveInfo } from 'graphql'
import type { IResolvers } from 'mercurius'
import { z } from 'zod'
import { int4Count, MAX_PAGE_LIMIT, pageLimitSchema } from '@mc/domain'
import type { GraphQLContext } from '../../graphql/graphql-context'
import { withoutNulls } from '../../graphql/page-args'
import { selectedFieldNames } from '../../graphql/selected-fields'
import { parseInput } from '../../http/validate'
import { badRequest } from '../../http/errors'
import { createCapPeriods, deleteCapPeriod, updateCapPeriods, type CapPeriodInput } from './cap-period.service'
import { serverToday } from '../server-today'
import { capPeriodFields, missionFields } from './mission.fields'
import * as repo from './mission.repository'
import { missionPageParts, primeMissionPage } from './mission.loaders'
import { setAnywhere, setBrief, setTask } from './mission-settings.service'
import { requireMissionPage } from './mission-access'
import { createMission, patchMission } from './mission.service'

/** How many missions one call may name, and the page sizes: the domain's page rule, never clamped. */
const missionsArgs = z.object({ identities: z.array(z.string()).max(MAX_PAGE_LIMIT, `Name at most ${MAX_PAGE_LIMIT} missions`).default([]) })
const activeMissionsArgs = z.object({ limit: pageLimitSchema().default(MAX_PAGE_LIMIT) })
const taskSummariesArgs = z.object({ first: pageLimitSchema().default(MAX_PAGE_LIMIT), offset: int4Count().default(0) })

type Ctx = GraphQLContext
type PeriodArgs = { legacyIdentity: number; missionCapPeriods: CapPeriodInput[] }

export const missionsResolvers: IResolvers = {
  Query: {
    /** The mission and what its selected fields read, in one statement (the mission page's GetMissionDetails). */
    mission: async (_: unknown, { identity }: { identity: string }, ctx: Ctx, info: GraphQLResolveInfo) => {
      const page = await requireMissionPage(ctx.deps.pool, identity, missionPageParts(selectedFieldNames(info)))
      primeMissionPage(ctx, page)
      return page.mission
    },
    missions: (_: unknown, args: { identities?: string[] | null }, ctx: Ctx) =>
      repo.findMissions(ctx.deps.pool, parseInput(missionsArgs, withoutNulls(args)).identities),
    activeMissions: (_: unknown, args: { limit?: number | null }, ctx: Ctx) =>
      repo.activeMissions(ctx.deps.pool, serverToday(), parseInput(activeMissionsArgs, withoutNulls(args)).limit),
    taskSummaries: (_: unknown, args: { first?: number | null; offset?: number | null }, ctx: Ctx) => {
      const { first, offset } = parseInput(taskSummariesArgs, withoutNulls(args))
      return repo.listTaskSummaries(ctx.deps.pool, first, offset)
    },
    missionCampaign: async (_: unknown, { identity }: { identity: string }, ctx: Ctx) => {
      const campaign = await repo.findCampaign(ctx.deps.pool, identity)
      if (!campaign) throw badRequest('The campaign does not exist.', { identity: ['The campaign does not exist.'] })
      return campaign
    },
  },
  Mutation: {
    createMission: (_: unknown, { input }: { input: Parameters<typeof createMission>[2] }, ctx: Ctx) => createMission(ctx.deps, ctx.user, input),
    patchMission: (_: unknown, args: { identity: string; input: Parameters<typeof patchMission>[3] }, ctx: Ctx) =>
      patchMission(ctx.deps, ctx.user, args.identity, args.input),
    setBriefPretty: (_: unknown, args: { missionIdentity: string; input: unknown }, ctx: Ctx) => setBrief(ctx.deps, ctx.user, args.missionIdentity, args.input),
    setBasePriceAndfrequencyCapForAnywhereMission: (_: unknown, args: { identity: string; basePrice: number; frequencyCap: number }, ctx: Ctx) =>
      setAnywhere(ctx.deps, ctx.user, args.identity, args),
    setTask: (_: unknown, args: { missionIdentity: string; taskIdentity: string }, ctx: Ctx) => setTask(ctx.deps, ctx.user, args.missionIdentity, args),
    createMissionCapPeriod: (_: unknown, args: PeriodArgs, ctx: Ctx) => createCapPeriods(ctx.deps, ctx.user, args.legacyIdentity, args.missionCapPeriods),
    updateMissionCapPeriod: (_: unknown, args: PeriodArgs, ctx: Ctx) => updateCapPeriods(ctx.deps, ctx.user, args.legacyIdentity, args.missionCapPeriods),
    deleteMissionCapPeriod: (_: unknown, args: { legacyIdentity: number; missionCapPeriodId: string }, ctx: Ctx) =>
      deleteCapPeriod(ctx.deps, ctx.user, args.legacyIdentity, args.missionCapPeriodId),
  },
  Mission: missionFields,
  MissionCapPeriod: capPeriodFields,
} as IResolvers
