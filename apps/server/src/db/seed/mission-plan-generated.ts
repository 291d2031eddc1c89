// Campaigns and missions for every customer beyond the fixed showcase: active, finished
// and upcoming campaigns whose missions' states follow their dates.
import { CLOSE_GRACE_DAYS } from '@mc/domain'
import type { MissionState } from '../schema'
import { addDays, daysBetween } from './dates'
import { CUSTOMERS } from './data/brands'
import { CAMPAIGN_TEMPLATES, THEMES } from './data/missions'
import { missionPlan, type CampaignPlan, type MissionPlan } from './mission-plan'
import type { IdentitySource, Rng } from './random'

type Kind = 'active' | 'finished' | 'upcoming'

/** A finished mission closes this many days after its end date: the domain's rule, so stored states match what pages show. */
export const SEED_CLOSE_AFTER_DAYS = CLOSE_GRACE_DAYS

function campaignKinds(rng: Rng, isCurrent: boolean, fixedCount: number): Kind[] {
  if (!isCurrent) return rng.chance(0.5) ? ['finished', 'finished'] : ['finished']
  const kinds: Kind[] = ['finished']
  const active = fixedCount > 0 ? rng.int(0, 1) : rng.int(1, 2)
  for (let i = 0; i < active; i++) kinds.push('active')
  if (rng.chance(0.3)) kinds.push('upcoming')
  return kinds
}

function campaignDates(rng: Rng, kind: Kind, today: string): [string, string] {
  if (kind === 'finished') {
    const start = addDays(today, -rng.int(160, 420))
    return [start, addDays(start, rng.int(60, 130))]
  }
  if (kind === 'upcoming') {
    const start = addDays(today, rng.int(8, 40))
    return [start, addDays(start, rng.int(60, 120))]
  }
  return [addDays(today, -rng.int(20, 120)), addDays(today, rng.int(30, 150))]
}

function missionState(rng: Rng, start: string, end: string, today: string): MissionState {
  if (start > today) return 'CREATED'
  if (end < today) return daysBetween(end, today) > SEED_CLOSE_AFTER_DAYS ? 'CLOSED' : 'FINISHED'
  return rng.weighted<MissionState>(['ENABLED', 'DISABLED', 'TESTING'], [85, 10, 5])
}

function generatedMission(rng: Rng, ids: IdentitySource, today: string, c: { start: string; end: string }, customPeriods: boolean): MissionPlan {
  const span = daysBetween(c.start, c.end)
  const startOffset = rng.int(0, Math.floor(span * 0.3))
  const start = addDays(c.start, startOffset)
  const end = addDays(start, rng.int(Math.min(21, span - startOffset), span - startOffset))
  const state = missionState(rng, start, end, today)
  const t = rng.pick(THEMES)
  const eligibility = rng.weighted(['GENERAL', 'PRIVATE', 'DYNAMIC'] as const, [86, 6, 8])
  return missionPlan(rng, {
    identity: ids.next(),
    theme: t,
    name: rng.chance(0.4) ? `${t.name} – Wave ${rng.int(1, 4)}` : t.name,
    state,
    start,
    end,
    pins: state === 'CREATED' ? 0 : rng.int(30, 260),
    eligibilityType: eligibility,
    swarms: eligibility === 'PRIVATE' ? [rng.pick(['Top Performers', 'Photo Pros', 'Pharmacy Specialists', 'Bilingual Spanish'])] : [],
    capPeriodType: customPeriods && rng.chance(0.5) ? 'CUSTOM' : 'SIMPLE',
    brief: state === 'CREATED' ? rng.chance(0.3) : rng.chance(0.92),
    form: state === 'CREATED' ? rng.chance(0.3) : rng.chance(0.94),
    isDeleted: rng.chance(0.02),
  })
}

export function generatedCampaigns(rng: Rng, ids: IdentitySource, today: string, fixed: CampaignPlan[]): CampaignPlan[] {
  return CUSTOMERS.flatMap((customer, customerIndex) => {
    const fixedCount = fixed.filter((c) => c.customerIndex === customerIndex).length
    return campaignKinds(rng, customer.isCurrent, fixedCount).map((kind): CampaignPlan => {
      const [start, end] = campaignDates(rng, kind, today)
      const tpl = rng.pick(CAMPAIGN_TEMPLATES)
      const campaign = { start, end }
      const missions = Array.from({ length: rng.int(1, 4) }, () => generatedMission(rng, ids, today, campaign, customer.customPeriods !== undefined))
      return {
        identity: ids.next(),
        customerIndex,
        name: tpl.name.replace('{Y}', start.slice(0, 4)),
        goal: tpl.goal,
        start,
        end,
        selfFunded: rng.chance(0.1),
        missions,
      }
    })
  })
}
