import { asc, eq, inArray, sql } from 'drizzle-orm'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import type { Database } from '../../db/connection'
import { customerCustomPeriods, customers } from '../../db/schema'

/** A transaction or the pool: repositories run inside whichever the service hands them. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export type CustomerRow = typeof customers.$inferSelect
export type NewCustomerRow = typeof customers.$inferInsert

/** Customers by lowercase name; `isCurrent` undefined lists all of them. */
export async function listCustomers(db: Db, isCurrent?: boolean, limit = MAX_PAGE_LIMIT): Promise<CustomerRow[]> {
  const query = db.select().from(customers)
  const filtered = isCurrent === undefined ? query : query.where(eq(customers.isCurrent, isCurrent))
  return filtered.orderBy(asc(sql`lower(${customers.name})`), asc(customers.name)).limit(limit)
}

export async function findCustomer(db: Db, identity: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.identity, identity))
  return row
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
