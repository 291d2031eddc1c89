import type { IResolvers } from 'mercurius'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import type { GraphQLContext } from '../../graphql/graphql-context'
import { badRequest } from '../../http/errors'
import { createCapPeriods, deleteCapPeriod, updateCapPeriods, type CapPeriodInput } from './cap-period.service'
import { serverToday } from '../server-today'
import { capPeriodFields, missionFields } from './mission.fields'
import * as repo from './mission.repository'
import { setAnywhere, setBrief, setTask } from './mission-settings.service'
import { requireMission } from './mission-access'
import { createMission, patchMission } from './mission.service'

/** Limits arrive from clients; anything outside 0..10000 is refused, not clamped silently. */
function boundedInt(name: string, value: number | null | undefined, fallback: number, min: number): number {
  const n = value ?? fallback
  if (!Number.isInteger(n) || n < min || n > MAX_PAGE_LIMIT) {
    const message = `Must be a whole number from ${min} to ${MAX_PAGE_LIMIT}`
    throw badRequest(`${name}: ${message}`, { [name]: [message] })
  }
  return n
}

type Ctx = GraphQLContext
type PeriodArgs = { legacyIdentity: number; missionCapPeriods: CapPeriodInput[] }

export const missionsResolvers: IResolvers = {
  Query: {
    mission: (_: unknown, { identity }: { identity: string }, ctx: Ctx) => requireMission(ctx.deps.db, identity),
    missions: (_: unknown, { identities }: { identities?: string[] | null }, ctx: Ctx) => {
      boundedInt('identities', identities?.length ?? 0, 0, 0)
      return repo.findMissions(ctx.deps.db, identities ?? [])
    },
    activeMissions: (_: unknown, { limit }: { limit?: number | null }, ctx: Ctx) =>
      repo.activeMissions(ctx.deps.db, serverToday(), boundedInt('limit', limit, MAX_PAGE_LIMIT, 1)),
    taskSummaries: (_: unknown, args: { first?: number | null; offset?: number | null }, ctx: Ctx) =>
      repo.listTaskSummaries(ctx.deps.pool, boundedInt('first', args.first, MAX_PAGE_LIMIT, 1), Math.max(0, args.offset ?? 0)),
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
