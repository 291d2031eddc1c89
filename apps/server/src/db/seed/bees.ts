// Bees (mobile workers) living around the metros, and the swarms that group them.
import { bees, swarmMembers, swarms } from '../schema'
import { insertIds, insertMany, type SeedContext } from './context'
import { addDays, at } from './dates'
import { DEMO_IDENTITIES } from './demo-identities'
import { FIRST_NAMES, LAST_NAMES } from './data/names'
import { METROS, METRO_WEIGHTS } from './data/us-metros'
import { rngFor } from './random'

export const BEE_COUNT = 2000

export interface SeededBees {
  bees: { id: number; identity: string; metro: number; isActive: boolean; pushEnabled: boolean }[]
  /** Indexes into `bees` of the active bees of each metro. */
  activeByMetro: number[][]
  swarms: { id: number; identity: string; name: string }[]
}

const SWARMS: { identity?: string; name: string; specification: string; size: number; testing?: boolean }[] = [
  {
    identity: DEMO_IDENTITIES.swarms.testing,
    name: 'Testing Swarm',
    specification: 'Internal QA accounts|Sees TESTING missions only',
    size: 25,
    testing: true,
  },
  { name: 'Top Performers', specification: 'Completed 50+ missions|Approval rate above 95%|Active in the last 30 days', size: 300 },
  { name: 'Photo Pros', specification: 'Photo quality score above 4.5|Completed 20+ photo missions', size: 180 },
  { name: 'Weekend Warriors', specification: 'Most active Saturday and Sunday|Completed 10+ missions', size: 240 },
  { name: 'Pharmacy Specialists', specification: 'Completed pharmacy counter training', size: 90 },
  { name: 'Bilingual Spanish', specification: 'Speaks Spanish|Completed store interview training', size: 120 },
  { name: 'New Bees', specification: 'Joined in the last 60 days', size: 150 },
  { name: 'Chicago Metro Pilot', specification: 'Lives in the Chicago metro|Invited to pilot missions', size: 60 },
]

export async function seedBees(ctx: SeedContext): Promise<SeededBees> {
  const rng = rngFor('bees')
  const metroIdx = METROS.map((_, i) => i)
  const forcedPush = new Set<string>(DEMO_IDENTITIES.bees.pushEnabled)
  const forcedNoPush = new Set<string>(DEMO_IDENTITIES.bees.pushDisabled)
  const plan = Array.from({ length: BEE_COUNT }, (_, i) => {
    const identity = `b${1000001 + i}`
    const metro = rng.weighted(metroIdx, METRO_WEIGHTS)
    const loc = rng.pick(METROS[metro]!.localities)
    const firstName = rng.pick(FIRST_NAMES)
    const lastName = rng.pick(LAST_NAMES)
    const forced = forcedPush.has(identity) || forcedNoPush.has(identity)
    const pushEnabled = forced ? forcedPush.has(identity) : rng.chance(0.68)
    const joined = addDays(ctx.today, -rng.int(5, 1800))
    return {
      metro,
      row: {
        identity,
        firstName,
        lastName,
        email: `${firstName}.${lastName}.${i + 1}@bees.example`.toLowerCase(),
        pushEnabled,
        pushToken: pushEnabled ? `fcm:${rng.string(40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}` : null,
        // Homes spread wider than stores: people commute in from the suburbs.
        homeLatitude: Math.round((loc.lat + rng.gauss() * 0.08) * 1e5) / 1e5,
        homeLongitude: Math.round((loc.lng + rng.gauss() * 0.1) * 1e5) / 1e5,
        isActive: forced || rng.chance(0.92),
        createdAt: at(joined, 18),
        updatedAt: at(joined, 18),
      },
    }
  })
  const ids = await insertIds(
    ctx.tx,
    bees,
    plan.map((p) => p.row),
    bees.identity,
  )
  const seeded = plan.map((p, i) => ({
    id: ids[i]!,
    identity: p.row.identity,
    metro: p.metro,
    isActive: p.row.isActive,
    pushEnabled: p.row.pushEnabled,
  }))
  const activeByMetro = METROS.map(() => [] as number[])
  seeded.forEach((b, i) => b.isActive && activeByMetro[b.metro]!.push(i))

  const swarmRows = SWARMS.map((s) => ({
    identity: s.identity ?? ctx.identities.stream('bees').next(),
    name: s.name,
    specification: s.specification,
    isTestingSwarm: s.testing ?? false,
  }))
  const swarmIds = await insertIds(ctx.tx, swarms, swarmRows, swarms.identity)
  const chicago = METROS.findIndex((m) => m.name === 'Chicago')
  const members = SWARMS.flatMap((s, k) => {
    const pool = s.name === 'Chicago Metro Pilot' ? activeByMetro[chicago]!.map((i) => seeded[i]!) : seeded.filter((b) => b.isActive)
    // The demo push bees sit in the Testing Swarm so notification tests can target them by swarm too.
    const chosen = s.testing ? [...seeded.slice(0, 6), ...rng.shuffle([...pool.slice(6)]).slice(0, s.size - 6)] : rng.shuffle([...pool]).slice(0, s.size)
    return chosen.map((b) => ({ swarmId: swarmIds[k]!, beeId: b.id }))
  })
  await insertMany(ctx.tx, swarmMembers, members)
  return {
    bees: seeded,
    activeByMetro,
    swarms: swarmRows.map((s, k) => ({ id: swarmIds[k]!, identity: s.identity, name: s.name })),
  }
}
