import { sql, type SQL } from 'drizzle-orm'
import type { WireDate } from '@mc/domain'
import { queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { insertRow, rowColumns, setColumns } from '../../db/table.sql'
import { campaigns } from '../../db/schema'
import { missionActive } from '../missions/mission.sql'

export type CampaignRow = typeof campaigns.$inferSelect
export type NewCampaignRow = typeof campaigns.$inferInsert
export type CampaignWithCustomer = CampaignRow & { customerIdentity: string; customerName: string }

/**
 * Active missions of the campaign row `ca`: not deleted, switched on, not CLOSED or FINISHED and not
 * past their end date (the count on each campaign card; docs/domain/customers.md).
 */
const activeMissionCount = (today: WireDate): SQL => sql`(
  select count(*)::int from missions m where m.campaign_id = ca.id and ${missionActive('m', today)}
)`

const withCustomer = sql`select ${rowColumns(campaigns, 'ca')}, cu.identity as "customerIdentity", cu.name as "customerName"
  from campaigns ca join customers cu on cu.id = ca.customer_id`

export async function listCampaignsOfCustomer(
  db: Queryable,
  customerId: number,
  today: WireDate,
): Promise<{ campaign: CampaignRow; activeMissions: number }[]> {
  const rows = await queryRows<CampaignRow & { activeMissions: number }>(
    db,
    sql`select ${rowColumns(campaigns, 'ca')}, ${activeMissionCount(today)} as "activeMissions"
          from campaigns ca where ca.customer_id = ${customerId} order by ca.end_date desc, ca.name`,
  )
  return rows.map(({ activeMissions, ...campaign }) => ({ campaign, activeMissions }))
}

export async function findCampaign(db: Queryable, identity: string): Promise<CampaignWithCustomer | undefined> {
  return queryRow<CampaignWithCustomer>(db, sql`${withCustomer} where ca.identity = ${identity}`)
}

export async function findCampaignsByIds(db: Queryable, ids: readonly number[]): Promise<CampaignWithCustomer[]> {
  if (ids.length === 0) return []
  return queryRows<CampaignWithCustomer>(db, sql`${withCustomer} where ca.id = any(${sql.param([...ids])}::bigint[])`)
}

export async function insertCampaign(db: Queryable, values: NewCampaignRow): Promise<CampaignRow> {
  return (await queryRow<CampaignRow>(db, sql`${insertRow(campaigns, values)} returning ${rowColumns(campaigns)}`))!
}

export async function updateCampaign(db: Queryable, id: number, patch: Partial<NewCampaignRow>): Promise<CampaignRow | undefined> {
  return queryRow<CampaignRow>(db, sql`update campaigns set ${setColumns(campaigns, patch)} where id = ${id} returning ${rowColumns(campaigns)}`)
}

/** Each campaign's count of active missions on `today` (activeMissionCount), for the ids given. */
export async function activeMissionCounts(db: Queryable, ids: readonly number[], today: WireDate): Promise<{ id: number; count: number }[]> {
  return queryRows<{ id: number; count: number }>(
    db,
    sql`select ca.id, ${activeMissionCount(today)} as count from campaigns ca where ca.id = any(${sql.param([...ids])}::bigint[])`,
  )
}
