// Customers (brands) and the custom reporting periods of a few of them.
import { customerCustomPeriods, customers } from '../schema'
import { sql } from 'drizzle-orm'
import { queryRows } from '../pg-statement'
import { insertRows } from '../table.sql'
import { insertIds, type SeedContext } from './context'
import { addDays, at, quarter } from './dates'
import { CUSTOMERS } from './data/brands'
import { rngFor, type Rng } from './random'

export interface SeededCustomer {
  id: number
  identity: string
  name: string
  isCurrent: boolean
  domain: string
  noAnalyticsUsers: boolean
  /** Custom reporting periods, oldest first (empty when the customer has none). */
  periods: { id: number; name: string; start: string; end: string }[]
}

/** Salesforce-style id: a 3-character key prefix and 15 characters (18 in all). */
export const salesforceId = (rng: Rng, prefix: string): string => prefix + rng.string(15, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')

/**
 * 4-week retail periods placed so that the current one ends tomorrow: the mission page's
 * "cap period ends today or tomorrow" banner then has something to show.
 */
function retailPeriods(today: string): { name: string; start: string; end: string }[] {
  const currentStart = addDays(today, -26)
  const yy = today.slice(2, 4)
  return [-2, -1, 0, 1, 2, 3].map((k) => {
    const start = addDays(currentStart, k * 28)
    return { name: `FY${yy} Period ${String(6 + k).padStart(2, '0')}`, start, end: addDays(start, 27) }
  })
}

export async function seedCustomers(ctx: SeedContext): Promise<SeededCustomer[]> {
  const rng = rngFor('customers')
  const rows = CUSTOMERS.map((c, i) => {
    const sfid = salesforceId(rng, '001')
    const created = addDays(ctx.today, -rng.int(400, 1400))
    return {
      identity: c.identity ?? ctx.identities.stream('customers').next(),
      name: c.name,
      description: c.description,
      isCurrent: c.isCurrent,
      salesforceCustomerId: sfid,
      // A few accounts were never linked to an opportunity page.
      salesforceOpportunityUrl: rng.chance(0.8) ? `https://wiser.my.salesforce.example/lightning/r/Account/${sfid}/view` : null,
      // No logo files ship with the demo data: the console shows the customer's initials.
      logoKey: null,
      legacyId: 300 + i,
      createdAt: at(created, 15),
      updatedAt: at(created, 15),
    }
  })
  const ids = await insertIds(ctx.tx, customers, rows, customers.identity)

  const out: SeededCustomer[] = CUSTOMERS.map((c, i) => ({
    id: ids[i]!,
    identity: rows[i]!.identity,
    name: c.name,
    isCurrent: c.isCurrent,
    domain: c.domain,
    noAnalyticsUsers: c.noAnalyticsUsers ?? false,
    periods: [],
  }))
  const periodRows = CUSTOMERS.flatMap((c, i) => {
    if (!c.customPeriods) return []
    const list = c.customPeriods === 'periods' ? retailPeriods(ctx.today) : [-2, -1, 0, 1, 2].map((k) => quarter(ctx.today, k))
    return list.map((p) => ({ customerId: ids[i]!, name: p.name, startDate: p.start, endDate: p.end }))
  })
  const returned = await queryRows<{ id: number; customerId: number; name: string; start: string; end: string }>(
    ctx.tx,
    sql`${insertRows(customerCustomPeriods, periodRows)} returning id, customer_id as "customerId", name, start_date as start, end_date as "end"`,
  )
  for (const p of returned) out.find((c) => c.id === p.customerId)!.periods.push(p)
  for (const c of out) c.periods.sort((a, b) => a.start.localeCompare(b.start))
  return out
}
