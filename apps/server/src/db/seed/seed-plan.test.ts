import { describe, expect, it } from 'vitest'
import { CUSTOMERS } from './data/brands'
import { addDays, daysBetween, quarter } from './dates'
import { DEMO_IDENTITIES as D, reservedIdentities } from './demo-identities'
import { generatedCampaigns, SEED_CLOSE_AFTER_DAYS } from './mission-plan-generated'
import { fixedCampaigns } from './fixed-campaigns'
import { IdentityPool, rngFor } from './random'

const TODAY = '2026-03-10'
const DAYS = [TODAY, '2026-12-31', '2028-02-29']

function plan(today = TODAY) {
  const ids = new IdentityPool(reservedIdentities())
  const rng = rngFor('campaigns')
  const fixed = fixedCampaigns(rng, today)
  return [...fixed, ...generatedCampaigns(rng, ids.stream('missions'), today, fixed)]
}

describe('demo data plan', () => {
  it('is deterministic for a given day', () => {
    expect(plan()).toEqual(plan())
  })

  it.each(DAYS)('places the well-known missions relative to today (%s)', (TODAY) => {
    const missions = new Map(plan(TODAY).flatMap((c) => c.missions.map((m) => [m.identity, { ...m, campaign: c }])))
    const m = (identity: string) => missions.get(identity)!
    expect(m(D.missions.endsToday).end).toBe(TODAY)
    expect(m(D.missions.endsTomorrow).end).toBe(addDays(TODAY, 1))
    expect(m(D.missions.finished).state).toBe('FINISHED')
    expect(m(D.missions.finished).end < TODAY && m(D.missions.finished).campaign.end > TODAY).toBe(true)
    expect(m(D.missions.closed).state).toBe('CLOSED')
    expect(m(D.missions.created).start > TODAY).toBe(true)
    expect(m(D.missions.scale)).toMatchObject({ pins: 10_000, groups: 500, state: 'ENABLED' })
    expect(m(D.missions.customCaps).capPeriodType).toBe('CUSTOM')
  })

  it.each(DAYS)('gives generated missions states that follow their dates (%s)', (TODAY) => {
    for (const m of plan(TODAY).flatMap((c) => c.missions)) {
      if (m.start > TODAY) expect(m.state).toBe('CREATED')
      else if (m.end < TODAY) expect(m.state).toBe(daysBetween(m.end, TODAY) > SEED_CLOSE_AFTER_DAYS ? 'CLOSED' : 'FINISHED')
    }
  })

  it.each(DAYS)('keeps every value inside the limits the console enforces, spec 000 §5 (%s)', (TODAY) => {
    for (const c of plan(TODAY)) {
      expect(c.name.length).toBeLessThanOrEqual(64)
      expect(c.goal.length).toBeGreaterThanOrEqual(5)
      expect(c.goal.length).toBeLessThanOrEqual(500)
      for (const m of c.missions) {
        expect(m.name.length).toBeLessThanOrEqual(64)
        expect(m.description.length).toBeGreaterThanOrEqual(5)
        expect(m.description.length).toBeLessThanOrEqual(200)
        expect(m.basePrice).toBeGreaterThanOrEqual(0)
        expect(m.basePrice).toBeLessThanOrEqual(5000)
        expect(m.start >= c.start && m.end <= c.end).toBe(true)
        // CUSTOM cap periods need a customer with custom reporting periods.
        if (m.capPeriodType === 'CUSTOM') expect(CUSTOMERS[c.customerIndex]!.customPeriods).toBeDefined()
      }
    }
    for (const c of CUSTOMERS) {
      expect(c.name.length).toBeLessThanOrEqual(64)
      expect(c.description.length).toBeLessThanOrEqual(254)
    }
  })

  it('hands out unique 12-character identities that avoid the reserved ones', () => {
    const pool = new IdentityPool(reservedIdentities())
    const a = pool.stream('a')
    const b = pool.stream('b')
    const seen = new Set<string>(reservedIdentities())
    for (let i = 0; i < 5000; i++) {
      for (const id of [a.next(), b.next()]) {
        expect(id).toMatch(/^[A-Z0-9]{12}$/)
        expect(seen.has(id)).toBe(false)
        seen.add(id)
      }
    }
  })

  it('computes calendar quarters', () => {
    expect(quarter('2026-03-10', 0)).toEqual({ name: 'Q1 2026', start: '2026-01-01', end: '2026-03-31' })
    expect(quarter('2026-03-10', -1)).toEqual({ name: 'Q4 2025', start: '2025-10-01', end: '2025-12-31' })
    expect(quarter('2026-11-22', 1)).toEqual({ name: 'Q1 2027', start: '2027-01-01', end: '2027-03-31' })
  })
})
