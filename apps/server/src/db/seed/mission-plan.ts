// What campaigns and missions the demo holds, before anything is inserted: the plan's shape and
// one mission's defaults. The fixed part (well-known identities, one mission per state and banner)
// is spelled out in fixed-campaigns.ts; the rest is generated in mission-plan-generated.ts.
import type { EligibilityType, MissionState, PricingStrategy } from '../schema'
import { THEMES, type MissionTheme } from './data/missions'
import type { Rng } from './random'

export interface MissionPlan {
  identity: string
  name: string
  description: string
  theme: MissionTheme
  state: MissionState
  capPeriodType: 'SIMPLE' | 'CUSTOM'
  start: string
  end: string
  eligibilityType: EligibilityType
  anywhere: boolean
  dynamicPricing: boolean
  featured: boolean
  autovalidated: boolean
  basePrice: number
  frequencyCap: number
  customerCost: number
  setupFee: number
  capCommitment: number
  pricingStrategy: PricingStrategy
  pins: number
  groups: number
  testPins: number
  brief: boolean
  form: boolean
  /** CUSTOM missions: copy the customer's reporting periods as cap periods. */
  capPeriods: boolean
  swarms: string[]
  isDeleted: boolean
  /** Restrict pins to these chains (indexes into CHAINS); otherwise chosen by theme. */
  chains?: number[]
}

export interface CampaignPlan {
  identity: string
  customerIndex: number
  name: string
  goal: string
  start: string
  end: string
  selfFunded: boolean
  missions: MissionPlan[]
}

const STRATEGIES: PricingStrategy[] = ['VERY_CONSERVATIVE', 'CONSERVATIVE', 'NORMAL', 'AGGRESSIVE', 'VERY_AGGRESSIVE']

export const theme = (key: string): MissionTheme => THEMES.find((t) => t.key === key)!

/** A mission with plausible properties; `over` sets what matters for the case at hand. */
export function missionPlan(rng: Rng, over: Partial<MissionPlan> & Pick<MissionPlan, 'identity' | 'state' | 'start' | 'end'>): MissionPlan {
  const t = over.theme ?? rng.pick(THEMES)
  const dynamicPricing = rng.chance(0.35)
  const pins = over.pins ?? 0
  return {
    name: t.name,
    description: t.description,
    theme: t,
    capPeriodType: 'SIMPLE',
    eligibilityType: 'GENERAL',
    anywhere: false,
    dynamicPricing,
    featured: rng.chance(0.12),
    autovalidated: rng.chance(0.3),
    basePrice: rng.int(8, 60) * 25,
    frequencyCap: 1,
    customerCost: rng.int(8, 35) + (rng.chance(0.5) ? 0.5 : 0),
    setupFee: rng.chance(0.5) ? 0 : rng.int(1, 10) * 250,
    capCommitment: rng.weighted([1, 0.8, 0.6, 0.4], [6, 2, 1, 1]),
    pricingStrategy: dynamicPricing ? rng.pick(STRATEGIES) : 'NORMAL',
    groups: Math.max(1, Math.min(12, Math.ceil(pins / rng.int(15, 60)))),
    testPins: 0,
    brief: true,
    form: true,
    capPeriods: true,
    swarms: [],
    isDeleted: false,
    ...over,
    pins,
  }
}
