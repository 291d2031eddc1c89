// Inserts the planned campaigns and missions with their briefs, cap periods and swarms.
import { campaigns, missionBriefs, missionCapPeriods, missionSwarms, missions } from '../schema'
import { insertIds, insertMany, type SeedContext } from './context'
import type { SeededCustomer } from './customers'
import { salesforceId } from './customers'
import { addDays, at, minDay } from './dates'
import type { CampaignPlan, MissionPlan } from './mission-plan'
import { rngFor } from './random'

/** Legacy mission ids (wiser_mission_id in store lists) of seeded missions start here. */
export const LEGACY_MISSION_BASE = 40001

export interface SeededMission {
  id: number
  campaignIndex: number
  plan: MissionPlan
}

export interface MissionInputs {
  customers: SeededCustomer[]
  forms: Map<string, number>
  swarms: { id: number; name: string }[]
  /** Pins each mission will get (after store selection), for its target count. */
  pinCounts: number[]
}

function brief(plan: MissionPlan) {
  const t = plan.theme
  return {
    completionTime: [t.time],
    numberOfPhotos: [t.photos],
    whereShouldIStart: [...t.start, 'Check in with the app when you arrive, and check out before you leave.'],
    purchaseRequirement: t.purchase ?? [],
    doIHaveToFindSomething: t.find,
    doIHaveToTalkToAnyone: t.talk ?? [],
    requirement: t.requirements,
  }
}

export async function seedCampaignsAndMissions(
  ctx: SeedContext,
  plans: CampaignPlan[],
  inputs: MissionInputs,
): Promise<{ campaignIds: number[]; missions: SeededMission[] }> {
  const rng = rngFor('missions')
  const campaignIds = await insertIds(
    ctx.tx,
    campaigns,
    plans.map((c, i) => ({
      identity: c.identity,
      customerId: inputs.customers[c.customerIndex]!.id,
      name: c.name,
      description: c.goal,
      startDate: c.start,
      endDate: c.end,
      selfFunded: c.selfFunded,
      legacyId: 7001 + i,
      createdAt: at(minDay(addDays(c.start, -10), ctx.today), 15),
      updatedAt: at(minDay(addDays(c.start, -10), ctx.today), 15),
    })),
    campaigns.identity,
  )

  const flat = plans.flatMap((c, campaignIndex) => c.missions.map((plan) => ({ campaignIndex, plan })))
  const missionIds = await insertIds(
    ctx.tx,
    missions,
    flat.map(({ campaignIndex, plan: p }, i) => {
      const created = at(minDay(addDays(p.start, -rng.int(3, 20)), addDays(ctx.today, -1)), 14 + rng.int(0, 5))
      const pins = inputs.pinCounts[i] ?? 0
      return {
        identity: p.identity,
        campaignId: campaignIds[campaignIndex]!,
        legacyIdentity: LEGACY_MISSION_BASE + i,
        name: p.name,
        description: p.description,
        state: p.state,
        capPeriodType: p.capPeriodType,
        startDate: p.start,
        endDate: p.end,
        targetCount: p.anywhere ? 500 : pins * p.frequencyCap,
        isActive: p.state !== 'CLOSED' && !p.isDeleted,
        isDeleted: p.isDeleted,
        taskSummaryId: p.form ? (inputs.forms.get(p.theme.form) ?? null) : null,
        salesforceOpportunityId: plans[campaignIndex]!.selfFunded ? null : salesforceId(rng, '006'),
        eligibilityType: p.eligibilityType,
        isAnywhereMission: p.anywhere,
        isAutovalidated: p.autovalidated,
        isDynamicPricing: p.dynamicPricing,
        isFeatured: p.featured,
        hasSurveyVariants: rng.chance(0.15),
        hasProcessImages: rng.chance(0.6),
        basePrice: p.basePrice,
        minPrice: p.dynamicPricing ? Math.round(p.basePrice * 0.8) : null,
        maxPrice: p.dynamicPricing ? Math.round(p.basePrice * 1.8) : null,
        customerCost: p.customerCost,
        setupFee: p.setupFee,
        capCommitment: p.capCommitment,
        pricingStrategy: p.pricingStrategy,
        minIosVersion: rng.pick(['15.0', '16.0', '16.4']),
        minAndroidVersion: rng.pick(['10', '11', '12']),
        missionCapsVersion: 2,
        frequencyCap: p.frequencyCap,
        createdAt: created,
        updatedAt: created,
      }
    }),
    missions.identity,
  )
  const seeded = flat.map((f, i): SeededMission => ({ id: missionIds[i]!, ...f }))

  await insertMany(
    ctx.tx,
    missionBriefs,
    seeded.filter((m) => m.plan.brief).map((m) => ({ missionId: m.id, ...brief(m.plan) })),
  )

  // CUSTOM missions take the customer's reporting periods that overlap the mission.
  await insertMany(
    ctx.tx,
    missionCapPeriods,
    seeded.flatMap((m) => {
      if (m.plan.capPeriodType !== 'CUSTOM' || !m.plan.capPeriods) return []
      const customer = inputs.customers[plans[m.campaignIndex]!.customerIndex]!
      return customer.periods
        .filter((p) => p.end >= m.plan.start && p.start <= m.plan.end)
        .map((p) => ({ missionId: m.id, name: p.name, startDate: p.start, endDate: p.end, type: 'CUSTOM' as const, customerCustomPeriodId: p.id }))
    }),
  )

  const swarmId = new Map(inputs.swarms.map((s) => [s.name, s.id]))
  await insertMany(
    ctx.tx,
    missionSwarms,
    seeded.flatMap((m) => m.plan.swarms.map((name) => ({ missionId: m.id, swarmId: swarmId.get(name)! }))),
  )
  return { campaignIds, missions: seeded }
}
