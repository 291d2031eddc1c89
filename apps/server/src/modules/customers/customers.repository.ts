import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import type { Database } from '../../db/connection'
import { customerCustomPeriods, customers, storedFiles } from '../../db/schema'
import { containsPattern, prefixPattern } from '../search-patterns'

/** A transaction or the pool: repositories run inside whichever the service hands them. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export type CustomerRow = typeof customers.$inferSelect
export type NewCustomerRow = typeof customers.$inferInsert

/**
 * Customers by lowercase name; `isCurrent` undefined lists all of them. `search`: the name anywhere
 * or the Salesforce customer id from its start, case-insensitive (customers_search_trgm_idx).
 */
export async function listCustomers(db: Db, isCurrent?: boolean, limit = MAX_PAGE_LIMIT, search = ''): Promise<CustomerRow[]> {
  const conditions: SQL[] = []
  if (isCurrent !== undefined) conditions.push(eq(customers.isCurrent, isCurrent))
  if (search) conditions.push(or(ilike(customers.name, containsPattern(search)), ilike(customers.salesforceCustomerId, prefixPattern(search)))!)
  return db
    .select()
    .from(customers)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.name))
    .limit(limit)
}

export async function findCustomer(db: Db, identity: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.identity, identity))
  return row
}

export async function customersByIds(db: Db, ids: readonly number[]): Promise<CustomerRow[]> {
  return db
    .select()
    .from(customers)
    .where(inArray(customers.id, [...ids]))
}

export async function insertCustomer(db: Db, values: NewCustomerRow): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning()
  return row!
}

export async function updateCustomer(db: Db, identity: string, patch: Partial<NewCustomerRow>): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(customers.identity, identity))
    .returning()
  return row
}

export type CustomerPeriodRow = Pick<typeof customerCustomPeriods.$inferSelect, 'id' | 'customerId' | 'name' | 'startDate' | 'endDate'>

/** The reporting periods of several customers at once, each customer's by start date. */
export async function customPeriodsOf(db: Db, customerIds: readonly number[]): Promise<CustomerPeriodRow[]> {
  if (customerIds.length === 0) return []
  return db
    .select({
      id: customerCustomPeriods.id,
      customerId: customerCustomPeriods.customerId,
      name: customerCustomPeriods.name,
      startDate: customerCustomPeriods.startDate,
      endDate: customerCustomPeriods.endDate,
    })
    .from(customerCustomPeriods)
    .where(inArray(customerCustomPeriods.customerId, [...customerIds]))
    .orderBy(asc(customerCustomPeriods.startDate), asc(customerCustomPeriods.id))
}

/** Records a stored file's metadata (the bytes are in `deps.storage` under `key`). */
export async function insertStoredFile(db: Db, file: { key: string; contentType: string; size: number }): Promise<void> {
  await db.insert(storedFiles).values(file)
}

export interface AlignmentRow extends Record<string, unknown> {
  identity: string
  name: string
  state: string
  start_date: string
  end_date: string
  campaign_identity: string
  campaign_name: string
  stores_in_alignment: number
  stores_deployed: number
}

/**
 * Per mission of the customer (not deleted): the stores it is aligned to (matched by its store
 * lists, or holding a pin) and the stores deployed (holding a running pin), in one statement.
 */
export async function alignmentByMission(db: Db, customerId: number): Promise<AlignmentRow[]> {
  const result = await db.execute<AlignmentRow>(sql`
    select m.identity, m.name, m.state, m.start_date, m.end_date,
           c.identity as campaign_identity, c.name as campaign_name,
           (select count(*) from (
              select r.organization_place_id from mission_deploy_template_rows r
               where r.mission_id = m.id and r.organization_place_id is not null
              union
              select p.organization_place_id from pins p where p.mission_id = m.id
           ) aligned)::int as stores_in_alignment,
           (select count(*) from pins p where p.mission_id = m.id and p.is_running)::int as stores_deployed
      from missions m
      join campaigns c on c.id = m.campaign_id
     where c.customer_id = ${customerId} and not m.is_deleted
     order by c.end_date desc, c.name, m.name`)
  return result.rows
}

/** The same counts over all the customer's missions, each store once. */
export async function alignmentTotals(db: Db, customerId: number): Promise<{ stores_in_alignment: number; stores_deployed: number }> {
  const result = await db.execute<{ stores_in_alignment: number; stores_deployed: number }>(sql`
    with customer_missions as (
      select m.id from missions m join campaigns c on c.id = m.campaign_id
       where c.customer_id = ${customerId} and not m.is_deleted
    )
    select
      (select count(*) from (
         select r.organization_place_id from mission_deploy_template_rows r
          where r.mission_id in (select id from customer_missions) and r.organization_place_id is not null
         union
         select p.organization_place_id from pins p where p.mission_id in (select id from customer_missions)
      ) aligned)::int as stores_in_alignment,
      (select count(distinct p.organization_place_id) from pins p
        where p.mission_id in (select id from customer_missions) and p.is_running)::int as stores_deployed`)
  return result.rows[0]!
}
