// ~50,000 responses spread over the missions that have run, in all six progress states,
// by bees living near the pin. Also decides which pins are currently capped.
import type { ResponseState } from '../schema'
import { responses } from '../schema'
import { insertMany, type SeedContext } from './context'
import { addDays, at, daysBetween, minDay } from './dates'
import type { SeededBees } from './bees'
import type { MissionPlan } from './mission-plan'
import type { DeploymentPlan } from './pins'
import type { Store } from './places'
import { rngFor, type Rng } from './random'

export const RESPONSE_TARGET = 50_000
/** A pin with frequency cap N is capped once it has N live responses in this many days. */
export const SEED_CAP_WINDOW_DAYS = 3

export interface ResponsePlan {
  mission: number
  /** Index into the deployment plan's pins; null for anywhere missions. */
  pin: number | null
  bee: number
  state: ResponseState
  startedAt: Date
  submittedAt: Date | null
  updatedAt: Date
}

const STATES: ResponseState[] = ['approved', 'pending', 'started', 'refused', 'suppressed', 'abandoned']
const MIX = {
  active: [48, 14, 7, 8, 5, 18],
  finished: [66, 4, 0, 9, 5, 16],
  closed: [70, 0, 0, 9, 5, 16],
}

function weightOf(plan: MissionPlan, pinCount: number, today: string): number {
  if (plan.state === 'CREATED' || plan.state === 'TESTING' || plan.isDeleted || plan.start > today) return 0
  const elapsed = daysBetween(plan.start, minDay(plan.end, today)) + 1
  return (plan.anywhere ? 40 : pinCount) * Math.sqrt(Math.min(elapsed, 120))
}

function startedDay(rng: Rng, plan: MissionPlan, state: ResponseState, today: string): string {
  const last = minDay(plan.end, addDays(today, -1))
  const span = Math.max(0, daysBetween(plan.start, last))
  if (state === 'started') return plan.start > addDays(today, -1) ? plan.start : addDays(today, -rng.int(0, 1))
  if (state === 'pending') return addDays(last, -rng.int(0, Math.min(10, span)))
  return addDays(plan.start, rng.int(0, span))
}

export function planResponses(missions: MissionPlan[], deployment: DeploymentPlan, stores: Store[], bees: SeededBees, today: string): ResponsePlan[] {
  const rng = rngFor('responses')
  const weights = missions.map((m, i) => weightOf(m, deployment.pinsByMission[i]!.length, today))
  const total = weights.reduce((s, w) => s + w, 0)
  const everyone = bees.bees.flatMap((b, i) => (b.isActive ? [i] : []))
  const out: ResponsePlan[] = []
  missions.forEach((plan, mission) => {
    const count = Math.round((RESPONSE_TARGET * weights[mission]!) / total)
    const pins = deployment.pinsByMission[mission]!
    const running = pins.filter((p) => deployment.pins[p]!.isRunning)
    const mix = plan.state === 'CLOSED' ? MIX.closed : plan.end < today ? MIX.finished : MIX.active
    for (let k = 0; k < count; k++) {
      const pin = plan.anywhere ? null : rng.chance(0.85) && running.length ? rng.pick(running) : rng.pick(pins)
      const near = pin === null ? everyone : bees.activeByMetro[stores[deployment.pins[pin]!.store]!.metro]!
      const state = rng.weighted(STATES, mix)
      const day = startedDay(rng, plan, state, today)
      // US daytime in UTC; responses "today" stay in the small hours so they are never in the future.
      const startedAt = at(day, day === today ? rng.next() * 2 : 13 + rng.next() * 10)
      const submitted = state === 'started' || state === 'abandoned' ? null : new Date(startedAt.getTime() + rng.int(10, 60) * 60_000)
      const moderated = state === 'approved' || state === 'refused' || state === 'suppressed'
      out.push({
        mission,
        pin,
        bee: rng.pick(near.length ? near : everyone),
        state,
        startedAt,
        submittedAt: submitted,
        updatedAt: new Date((submitted ?? startedAt).getTime() + (moderated ? rng.int(30, 2880) * 60_000 : 0)),
      })
    }
  })
  markCappedPins(missions, deployment, out, today)
  return out
}

/** Running missions: a pin with enough live responses in the cap window is capped until the window frees. */
function markCappedPins(missions: MissionPlan[], deployment: DeploymentPlan, plan: ResponsePlan[], today: string): void {
  const windowStart = at(addDays(today, -SEED_CAP_WINDOW_DAYS), 0).getTime()
  const recent = new Map<number, number[]>()
  for (const r of plan) {
    if (r.pin === null || r.state === 'refused' || r.state === 'abandoned' || r.state === 'suppressed') continue
    if (r.startedAt.getTime() < windowStart) continue
    const list = recent.get(r.pin) ?? []
    list.push(r.startedAt.getTime())
    recent.set(r.pin, list)
  }
  for (const [pin, times] of recent) {
    const p = deployment.pins[pin]!
    const m = missions[p.mission]!
    if (m.state !== 'ENABLED' || m.end < today || times.length < p.frequencyCap) continue
    times.sort((a, b) => a - b)
    p.availableAt = new Date(times[times.length - p.frequencyCap]! + SEED_CAP_WINDOW_DAYS * 86_400_000)
  }
}

export async function insertResponses(ctx: SeedContext, plan: ResponsePlan[], missionIds: number[], pinIds: number[], bees: SeededBees): Promise<void> {
  await insertMany(
    ctx.tx,
    responses,
    plan.map((r) => ({
      beeId: bees.bees[r.bee]!.id,
      pinId: r.pin === null ? null : pinIds[r.pin]!,
      missionId: missionIds[r.mission]!,
      state: r.state,
      startedAt: r.startedAt,
      submittedAt: r.submittedAt,
      createdAt: r.startedAt,
      updatedAt: r.updatedAt,
    })),
  )
}
