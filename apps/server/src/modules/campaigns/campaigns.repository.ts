import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { WireDate } from '@mc/domain'
import { campaigns, customers } from '../../db/schema'
import type { Db } from '../customers/customers.repository'

export type CampaignRow = typeof campaigns.$inferSelect
export type NewCampaignRow = typeof campaigns.$inferInsert
export type CampaignWithCustomer = CampaignRow & { customerIdentity: string; customerName: string }

/**
 * Active missions: not deleted, switched on, not CLOSED or FINISHED and not past their end date
 * (the count on each campaign card; docs/domain/customers.md). Only valid in a select from
 * campaigns: the outer row is named by the table, as drizzle renders a bare column unqualified.
 */
export const activeMissionCount = (today: WireDate) => sql<number>`(
  select count(*)::int from missions m
   where m.campaign_id = "campaigns"."id" and not m.is_deleted and m.is_active
     and m.state not in ('CLOSED', 'FINISHED') and m.end_date >= ${today}
)`

const withCustomer = {
  campaign: campaigns,
  customerIdentity: customers.identity,
  customerName: customers.name,
}

const flatten = (row: { campaign: CampaignRow; customerIdentity: string; customerName: string }): CampaignWithCustomer => ({
  ...row.campaign,
  customerIdentity: row.customerIdentity,
  customerName: row.customerName,
})

export async function listCampaignsOfCustomer(db: Db, customerId: number, today: WireDate) {
  return db
    .select({ campaign: campaigns, activeMissions: activeMissionCount(today) })
    .from(campaigns)
    .where(eq(campaigns.customerId, customerId))
    .orderBy(desc(campaigns.endDate), campaigns.name)
}

export async function findCampaign(db: Db, identity: string): Promise<CampaignWithCustomer | undefined> {
  const [row] = await db
    .select(withCustomer)
    .from(campaigns)
    .innerJoin(customers, eq(customers.id, campaigns.customerId))
    .where(eq(campaigns.identity, identity))
  return row && flatten(row)
}

export async function findCampaignsByIds(db: Db, ids: readonly number[]): Promise<CampaignWithCustomer[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(withCustomer)
    .from(campaigns)
    .innerJoin(customers, eq(customers.id, campaigns.customerId))
    .where(inArray(campaigns.id, [...ids]))
  return rows.map(flatten)
}

export async function insertCampaign(db: Db, values: NewCampaignRow): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning()
  return row!
}

export async function updateCampaign(db: Db, id: number, patch: Partial<NewCampaignRow>): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(campaigns.id, id)))
    .returning()
  return row
}

/** Each campaign's count of active missions on `today` (activeMissionCount), for the ids given. */
export async function activeMissionCounts(db: Db, ids: readonly number[], today: WireDate): Promise<{ id: number; count: number }[]> {
  return db
    .select({ id: campaigns.id, count: activeMissionCount(today) })
    .from(campaigns)
    .where(inArray(campaigns.id, [...ids]))
}
