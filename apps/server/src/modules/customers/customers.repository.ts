import { sql, type SQL } from 'drizzle-orm'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { execute, queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { insertRow, rowColumns, setColumns } from '../../db/table.sql'
import { customers, storedFiles, type customerCustomPeriods } from '../../db/schema'
import { missionNotDeleted } from '../missions/mission.sql'
import { containsPattern, prefixPattern } from '../search-patterns'

export type CustomerRow = typeof customers.$inferSelect
export type NewCustomerRow = typeof customers.$inferInsert

/**
 * Customers by lowercase name; `isCurrent` undefined lists all of them. `search`: the name anywhere
 * or the Salesforce customer id from its start, case-insensitive (customers_search_trgm_idx).
 */
export async function listCustomers(db: Queryable, isCurrent?: boolean, limit = MAX_PAGE_LIMIT, search = ''): Promise<CustomerRow[]> {
  const conditions: SQL[] = [sql`true`]
  if (isCurrent !== undefined) conditions.push(sql`is_current = ${isCurrent}`)
  if (search) conditions.push(sql`(name ilike ${containsPattern(search)} or salesforce_customer_id ilike ${prefixPattern(search)})`)
  return queryRows<CustomerRow>(
    db,
    sql`select ${rowColumns(customers)} from customers where ${sql.join(conditions, sql` and `)} order by lower(name), name limit ${limit}`,
  )
}

export async function findCustomer(db: Queryable, identity: string): Promise<CustomerRow | undefined> {
  return queryRow<CustomerRow>(db, sql`select ${rowColumns(customers)} from customers where identity = ${identity}`)
}

export async function customersByIds(db: Queryable, ids: readonly number[]): Promise<CustomerRow[]> {
  return queryRows<CustomerRow>(db, sql`select ${rowColumns(customers)} from customers where id = any(${sql.param([...ids])}::bigint[])`)
}

export async function insertCustomer(db: Queryable, values: NewCustomerRow): Promise<CustomerRow> {
  return (await queryRow<CustomerRow>(db, sql`${insertRow(customers, values)} returning ${rowColumns(customers)}`))!
}

export async function updateCustomer(db: Queryable, identity: string, patch: Partial<NewCustomerRow>): Promise<CustomerRow | undefined> {
  return queryRow<CustomerRow>(db, sql`update customers set ${setColumns(customers, patch)} where identity = ${identity} returning ${rowColumns(customers)}`)
}

export type CustomerPeriodRow = Pick<typeof customerCustomPeriods.$inferSelect, 'id' | 'customerId' | 'name' | 'startDate' | 'endDate'>

/** The reporting periods of several customers at once, each customer's by start date. */
export async function customPeriodsOf(db: Queryable, customerIds: readonly number[]): Promise<CustomerPeriodRow[]> {
  if (customerIds.length === 0) return []
  return queryRows<CustomerPeriodRow>(
    db,
    sql`select id, customer_id as "customerId", name, start_date as "startDate", end_date as "endDate"
          from customer_custom_periods
         where customer_id = any(${sql.param([...customerIds])}::bigint[])
         order by start_date, id`,
  )
}

/** Records a stored file's metadata (the bytes are in `deps.storage` under `key`). */
export async function insertStoredFile(db: Queryable, file: { key: string; contentType: string; size: number }): Promise<void> {
  await execute(db, insertRow(storedFiles, file))
}

export interface AlignmentRow {
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
export async function alignmentByMission(db: Queryable, customerId: number): Promise<AlignmentRow[]> {
  return queryRows<AlignmentRow>(
    db,
    sql`
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
     where c.customer_id = ${customerId} and ${missionNotDeleted()}
     order by c.end_date desc, c.name, m.name`,
  )
}

/** The same counts over all the customer's missions, each store once. */
export async function alignmentTotals(db: Queryable, customerId: number): Promise<{ stores_in_alignment: number; stores_deployed: number }> {
  const row = await queryRow<{ stores_in_alignment: number; stores_deployed: number }>(
    db,
    sql`
    with customer_missions as (
      select m.id from missions m join campaigns c on c.id = m.campaign_id
       where c.customer_id = ${customerId} and ${missionNotDeleted()}
    )
    select
      (select count(*) from (
         select r.organization_place_id from mission_deploy_template_rows r
          where r.mission_id in (select id from customer_missions) and r.organization_place_id is not null
         union
         select p.organization_place_id from pins p where p.mission_id in (select id from customer_missions)
      ) aligned)::int as stores_in_alignment,
      (select count(distinct p.organization_place_id) from pins p
        where p.mission_id in (select id from customer_missions) and p.is_running)::int as stores_deployed`,
  )
  return row!
}
