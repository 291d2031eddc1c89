// Deployment: which stores each mission runs in, split into deployment groups, as pins.
// Planned first (pure), inserted once responses have decided which pins are capped.
import { deploymentGroups, pins } from '../schema'
import { insertIds, type SeedContext } from './context'
import { CHAINS } from './data/brands'
import { METROS } from './data/us-metros'
import type { CampaignPlan, MissionPlan } from './mission-plan'
import type { Store } from './places'
import { rngFor, type Rng } from './random'

export interface GroupPlan {
  mission: number
  name: string
  responseGroupCap: number
  responseFrequencyCap: number
  targetCount: number
}

export interface PinPlan {
  mission: number
  group: number
  store: number
  rewardPoints: number
  frequencyCap: number
  isRunning: boolean
  isTestPin: boolean
  availableAt: Date | null
}

export interface DeploymentPlan {
  groups: GroupPlan[]
  pins: PinPlan[]
  /** Pin indexes of each mission. */
  pinsByMission: number[][]
}

function candidateStores(rng: Rng, plan: MissionPlan, stores: Store[], byChain: number[][]): number[] {
  const active = (idx: number[]) => idx.filter((i) => stores[i]!.isActive)
  if (plan.chains) return active(plan.chains.flatMap((c) => byChain[c]!))
  const fitting = CHAINS.flatMap((c, i) => (plan.theme.businessTypes.includes(c.businessType) ? [i] : []))
  const chains = rng.shuffle(fitting.length ? fitting : CHAINS.map((_, i) => i))
  // One to three chains, more when they are too small for the mission.
  let take = rng.int(1, 3)
  while (take < chains.length && chains.slice(0, take).reduce((n, c) => n + byChain[c]!.length, 0) < plan.pins * 1.5) take++
  const pool = active(chains.slice(0, take).flatMap((c) => byChain[c]!))
  // Regional programs: a handful of metros where those chains trade, enough for the pins.
  const metros = rng.shuffle([...new Set(pool.map((i) => stores[i]!.metro))])
  const inMetro = (m: number) => pool.filter((i) => stores[i]!.metro === m).length
  let metroCount = rng.int(2, 8)
  while (metroCount < metros.length && metros.slice(0, metroCount).reduce((n, m) => n + inMetro(m), 0) < plan.pins) metroCount++
  const chosen = new Set(metros.slice(0, metroCount))
  return pool.filter((i) => chosen.has(stores[i]!.metro))
}

export function planDeployment(campaignPlans: CampaignPlan[], stores: Store[]): DeploymentPlan {
  const rng = rngFor('pins')
  const byChain = CHAINS.map(() => [] as number[])
  stores.forEach((s, i) => byChain[s.organizationIndex]!.push(i))
  const missions = campaignPlans.flatMap((c) => c.missions)
  const out: DeploymentPlan = { groups: [], pins: [], pinsByMission: missions.map(() => []) }

  missions.forEach((plan, mission) => {
    if (plan.pins === 0 || plan.anywhere) return
    const chosen = rng.shuffle(candidateStores(rng, plan, stores, byChain)).slice(0, plan.pins)
    // Geographically coherent groups: sort by metro and town, then cut into equal chunks.
    chosen.sort((a, b) => stores[a]!.metro - stores[b]!.metro || stores[a]!.postalCode.localeCompare(stores[b]!.postalCode))
    const groupCount = Math.min(plan.groups, chosen.length)
    const perMetro = new Map<string, number>()
    for (let g = 0; g < groupCount; g++) {
      const members = chosen.slice(Math.floor((g * chosen.length) / groupCount), Math.floor(((g + 1) * chosen.length) / groupCount))
      const metroName = METROS[stores[members[0]!]!.metro]!.name
      const n = (perMetro.get(metroName) ?? 0) + 1
      perMetro.set(metroName, n)
      const frequency = rng.weighted([1, 2, 3], [70, 20, 10])
      const group = out.groups.length
      out.groups.push({
        mission,
        name: `${metroName} ${String(n).padStart(2, '0')}`,
        responseGroupCap: Math.ceil(members.length * frequency * (1 + rng.next() * 0.5)),
        responseFrequencyCap: frequency,
        targetCount: members.length,
      })
      for (const store of members) {
        const price = plan.dynamicPricing ? Math.round((plan.basePrice * (0.8 + rng.next() * 0.8)) / 25) * 25 : plan.basePrice
        out.pinsByMission[mission]!.push(out.pins.length)
        out.pins.push({
          mission,
          group,
          store,
          rewardPoints: price,
          frequencyCap: frequency,
          isRunning: rng.chance(plan.state === 'DISABLED' ? 0.6 : 0.93),
          isTestPin: out.pinsByMission[mission]!.length <= plan.testPins,
          availableAt: null,
        })
      }
    }
  })
  return out
}

export async function insertDeployment(
  ctx: SeedContext,
  plan: DeploymentPlan,
  missionIds: number[],
  stores: Store[],
): Promise<{ groupIds: number[]; pinIds: number[]; pinIdentities: string[] }> {
  const ids = ctx.identities.stream('pins')
  const groupIds = await insertIds(
    ctx.tx,
    deploymentGroups,
    plan.groups.map((g) => ({
      identity: ids.next(),
      missionId: missionIds[g.mission]!,
      name: g.name,
      responseGroupCap: g.responseGroupCap,
      responseFrequencyCap: g.responseFrequencyCap,
      targetCount: g.targetCount,
    })),
    deploymentGroups.identity,
  )
  const pinIdentities = plan.pins.map(() => ids.next())
  const pinIds = await insertIds(
    ctx.tx,
    pins,
    plan.pins.map((p, i) => {
      const s = stores[p.store]!
      return {
        identity: pinIdentities[i]!,
        missionId: missionIds[p.mission]!,
        deploymentGroupId: groupIds[p.group]!,
        organizationPlaceId: s.orgPlaceId,
        rewardPoints: p.rewardPoints,
        frequencyCap: p.frequencyCap,
        isRunning: p.isRunning,
        isTestPin: p.isTestPin,
        latitude: s.lat,
        longitude: s.lng,
        timezone: s.timezone,
        availableAt: p.availableAt,
      }
    }),
    pins.identity,
  )
  return { groupIds, pinIds, pinIdentities }
}
