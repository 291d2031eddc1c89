import { z } from 'zod'
import { int4Count, MAX_PAGE_LIMIT, pageLimitSchema } from '@mc/domain'
import type { Resolvers } from '../../graphql/resolvers.generated'
import { withoutNulls } from '../../graphql/page-args'
import { selectedFieldNames } from '../../graphql/selected-fields'
import { parseInput } from '../../http/validate'
import { badRequest } from '../../http/errors'
import { createCapPeriods, deleteCapPeriod, updateCapPeriods } from './cap-period.service'
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

export const missionsResolvers: Resolvers = {
  Query: {
    /** The mission and what its selected fields read, in one statement (the mission page's GetMissionDetails). */
    mission: async (_, { identity }, ctx, info) => {
      const page = await requireMissionPage(ctx.deps.pool, identity, missionPageParts(selectedFieldNames(info)))
      primeMissionPage(ctx, page)
      return page.mission
    },
    missions: (_, args, ctx) => repo.findMissions(ctx.deps.pool, parseInput(missionsArgs, withoutNulls(args)).identities),
    activeMissions: (_, args, ctx) => repo.activeMissions(ctx.deps.pool, serverToday(), parseInput(activeMissionsArgs, withoutNulls(args)).limit),
    taskSummaries: (_, args, ctx) => {
      const { first, offset } = parseInput(taskSummariesArgs, withoutNulls(args))
      return repo.listTaskSummaries(ctx.deps.pool, first, offset)
    },
    missionCampaign: async (_, { identity }, ctx) => {
      const campaign = await repo.findCampaign(ctx.deps.pool, identity)
      if (!campaign) throw badRequest('The campaign does not exist.', { identity: ['The campaign does not exist.'] })
      return campaign
    },
  },
  Mutation: {
    createMission: (_, { input }, ctx) => createMission(ctx.deps, ctx.user, input),
    patchMission: (_, args, ctx) => patchMission(ctx.deps, ctx.user, args.identity, args.input),
    setBriefPretty: (_, args, ctx) => setBrief(ctx.deps, ctx.user, args.missionIdentity, args.input),
    setBasePriceAndfrequencyCapForAnywhereMission: (_, args, ctx) => setAnywhere(ctx.deps, ctx.user, args.identity, args),
    setTask: (_, args, ctx) => setTask(ctx.deps, ctx.user, args.missionIdentity, args),
    createMissionCapPeriod: (_, args, ctx) => createCapPeriods(ctx.deps, ctx.user, args.legacyIdentity, args.missionCapPeriods),
    updateMissionCapPeriod: (_, args, ctx) => updateCapPeriods(ctx.deps, ctx.user, args.legacyIdentity, args.missionCapPeriods),
    deleteMissionCapPeriod: (_, args, ctx) => deleteCapPeriod(ctx.deps, ctx.user, args.legacyIdentity, args.missionCapPeriodId),
  },
  Mission: missionFields,
  MissionCapPeriod: capPeriodFields,
}
