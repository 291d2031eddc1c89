// What campaigns and missions the demo holds, before anything is inserted. The fixed part
// (well-known identities, one mission per state and banner) is spelled out here; the rest
// is generated in mission-plan-generated.ts.
import type { EligibilityType, MissionState, PricingStrategy } from '../schema'
import { addDays } from './dates'
import { DEMO_IDENTITIES as D } from './demo-identities'
import { CUSTOMERS } from './data/brands'
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

const customerIndex = (identity: string): number => CUSTOMERS.findIndex((c) => c.identity === identity)

/** The well-known campaigns and missions (see demo-identities.ts). */
export function fixedCampaigns(rng: Rng, today: string): CampaignPlan[] {
  const d = (n: number) => addDays(today, n)
  const year = (day: string) => day.slice(0, 4)
  const m = (over: Parameters<typeof missionPlan>[1]) => missionPlan(rng, over)
  const northwind = customerIndex(D.customers.northwind)
  // Named after the season it runs in (the year it starts).
  const scaleStart = d(-21)
  return [
    {
      identity: D.campaigns.scale,
      customerIndex: northwind,
      name: `Holiday ${year(scaleStart)} In-Store Execution`,
      goal: 'Secure and verify holiday endcaps for the sparkling water range in every major chain.',
      start: d(-30),
      end: d(45),
      selfFunded: false,
      missions: [
        m({
          identity: D.missions.scale,
          name: `Holiday Endcap Audit ${year(scaleStart)}`,
          theme: theme('endcap'),
          description: 'Verify the holiday endcap is built, stocked and priced in 10,000 stores across 500 deployment groups.',
          state: 'ENABLED',
          start: scaleStart,
          end: d(40),
          pins: 10_000,
          groups: 500,
          dynamicPricing: true,
          pricingStrategy: 'NORMAL',
          basePrice: 450,
          featured: true,
          chains: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        }),
      ],
    },
    {
      identity: D.campaigns.everyday,
      customerIndex: northwind,
      name: `Everyday Shelf Compliance ${year(today)}`,
      goal: 'Keep the core range on shelf, correctly priced and well faced in grocery, drug and convenience.',
      start: d(-60),
      end: d(120),
      selfFunded: false,
      missions: [
        m({ identity: D.missions.enabled, theme: theme('cooler'), state: 'ENABLED', start: d(-45), end: d(60), pins: 120, groups: 4, testPins: 3 }),
        m({ identity: D.missions.disabled, theme: theme('price'), state: 'DISABLED', start: d(-40), end: d(50), pins: 80, groups: 3 }),
        m({
          identity: D.missions.testing,
          theme: theme('launch'),
          name: 'New Flavor Launch – Pilot',
          state: 'TESTING',
          start: d(-3),
          end: d(30),
          pins: 15,
          groups: 1,
          testPins: 5,
        }),
        m({
          identity: D.missions.finished,
          theme: theme('secondary'),
          name: 'Spring Display Audit',
          state: 'FINISHED',
          start: d(-50),
          end: d(-2),
          pins: 90,
          groups: 3,
        }),
        m({
          identity: D.missions.created,
          theme: theme('planogram'),
          name: 'Back-to-School Planogram Check',
          state: 'CREATED',
          start: d(7),
          end: d(60),
          brief: false,
          form: false,
        }),
        m({
          identity: D.missions.endsToday,
          theme: theme('signage'),
          name: 'Weekend Promo Signage',
          state: 'ENABLED',
          start: d(-14),
          end: d(0),
          pins: 60,
          groups: 2,
        }),
        m({
          identity: D.missions.endsTomorrow,
          theme: theme('cooler'),
          name: 'Cold Vault Facings Count',
          state: 'ENABLED',
          start: d(-20),
          end: d(1),
          pins: 70,
          groups: 2,
        }),
        m({
          identity: D.missions.anywhere,
          theme: theme('receipt'),
          name: 'At-Home Taste Test',
          description: 'Buy a can of the new flavor anywhere, taste it at home and answer five questions.',
          state: 'ENABLED',
          start: d(-30),
          end: d(90),
          anywhere: true,
          basePrice: 300,
          frequencyCap: 5,
        }),
        m({
          identity: D.missions.private,
          theme: theme('endcap'),
          name: 'Premium Display Photo Audit',
          state: 'ENABLED',
          start: d(-25),
          end: d(55),
          pins: 50,
          groups: 2,
          eligibilityType: 'PRIVATE',
          swarms: ['Top Performers', 'Photo Pros'],
        }),
        m({
          identity: D.missions.publicStatic,
          theme: theme('oos'),
          name: 'Endcap Inventory Count',
          state: 'ENABLED',
          start: d(-10),
          end: d(70),
          pins: 40,
          groups: 2,
          eligibilityType: 'PUBLIC_STATIC',
          swarms: ['Weekend Warriors'],
        }),
      ],
    },
    {
      identity: D.campaigns.finished,
      customerIndex: northwind,
      name: `Summer ${year(d(-220))} Cooler Refresh`,
      goal: 'Reset summer coolers with the new pack sizes and verify the reset in every account.',
      start: d(-220),
      end: d(-100),
      selfFunded: false,
      missions: [
        m({
          identity: D.missions.closed,
          theme: theme('cooler'),
          name: 'Summer Cooler Reset Audit',
          state: 'CLOSED',
          start: d(-200),
          end: d(-110),
          pins: 150,
          groups: 5,
        }),
        m({
          identity: D.missions.closedPriceCheck,
          theme: theme('price'),
          name: 'Summer Price Check',
          state: 'CLOSED',
          start: d(-180),
          end: d(-105),
          pins: 100,
          groups: 3,
        }),
      ],
    },
    {
      identity: D.campaigns.customCaps,
      customerIndex: customerIndex(D.customers.sunnyFields),
      name: `Dairy Case Freshness ${year(today)}`,
      goal: 'Track yogurt and creamer freshness and facings period by period in grocery.',
      start: d(-90),
      end: d(90),
      selfFunded: false,
      missions: [
        m({
          identity: D.missions.customCaps,
          theme: theme('freshness'),
          name: 'Yogurt Facings by Period',
          state: 'ENABLED',
          start: d(-80),
          end: d(80),
          pins: 100,
          groups: 3,
          capPeriodType: 'CUSTOM',
        }),
        m({
          identity: D.missions.customNoPeriods,
          theme: theme('freshness'),
          name: 'Creamer Shelf Placement',
          state: 'ENABLED',
          start: d(-30),
          end: d(60),
          pins: 60,
          groups: 2,
          capPeriodType: 'CUSTOM',
          capPeriods: false,
        }),
        m({
          identity: D.missions.dairyReset,
          theme: theme('planogram'),
          name: 'Dairy Case Reset Check',
          state: 'ENABLED',
          start: d(-60),
          end: d(45),
          pins: 80,
          groups: 2,
        }),
      ],
    },
    {
      identity: D.campaigns.selfFunded,
      customerIndex: customerIndex(D.customers.crispValley),
      name: 'Kettle Chip Distribution Check',
      goal: 'Self-funded check of kettle chip distribution before the retailer line review.',
      start: d(-45),
      end: d(75),
      selfFunded: true,
      missions: [
        m({
          identity: D.missions.selfFunded,
          theme: theme('launch'),
          name: 'New Item Distribution – Sea Salt & Vinegar',
          state: 'ENABLED',
          start: d(-40),
          end: d(70),
          pins: 80,
          groups: 2,
        }),
      ],
    },
  ]
}
