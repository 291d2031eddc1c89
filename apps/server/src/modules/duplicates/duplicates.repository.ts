import { sql } from 'drizzle-orm'
import { SALESFORCE_ACCOUNT_KEY_LENGTH } from '@mc/domain'
import type { Db } from '../customers/customers.repository'

/** An existing record a form's values collide with. */
export interface SameNamedRow extends Record<string, unknown> {
  identity: string
  name: string
}

/** At most this many records are named per check: the form shows the first few, never a list. */
const NAMED_AT_MOST = 5

/** The SQL reading of `duplicateNameKey` (@mc/domain): lower case, white space dropped. */
const nameKeyOf = (column: ReturnType<typeof sql.raw>) => sql`lower(regexp_replace(${column}, '[[:space:]]', '', 'g'))`

/** Namespace of the transaction-scoped advisory locks taken per Salesforce account (`lockSalesforceAccount`). */
const SALESFORCE_ACCOUNT_LOCKS = 0x5f1d

/**
 * Customers whose name reads as `nameKey` (`duplicateNameKey`), but `except`. The customers table
 * is small (hundreds of rows); this reads it whole, no index (no migrations while the schema is
 * being reworked: docs/domain/customers.md).
 */
export async function customersNamedAs(db: Db, nameKey: string, except?: string): Promise<SameNamedRow[]> {
  const result = await db.execute<SameNamedRow>(sql`
    select identity, name from customers
     where ${nameKeyOf(sql.raw('name'))} = ${nameKey}
       and identity is distinct from ${except ?? null}
     order by created_at, identity
     limit ${NAMED_AT_MOST}`)
  return result.rows
}

/** Customers whose Salesforce id names the account `accountKey` (its first 15 characters), but `except`. */
export async function customersOfSalesforceAccount(db: Db, accountKey: string, except?: string): Promise<SameNamedRow[]> {
  const result = await db.execute<SameNamedRow>(sql`
    select identity, name from customers
     where left(btrim(salesforce_customer_id), ${SALESFORCE_ACCOUNT_KEY_LENGTH}) = ${accountKey}
       and identity is distinct from ${except ?? null}
     order by created_at, identity
     limit ${NAMED_AT_MOST}`)
  return result.rows
}

/** A customer's own Salesforce id, or undefined for an unknown identity. */
export async function salesforceIdOf(db: Db, identity: string): Promise<{ salesforceId: string | null } | undefined> {
  const result = await db.execute<{ salesforce_customer_id: string | null }>(sql`select salesforce_customer_id from customers where identity = ${identity}`)
  const row = result.rows[0]
  return row ? { salesforceId: row.salesforce_customer_id } : undefined
}

/**
 * Holds, until the transaction ends, the right to give a customer the Salesforce account
 * `accountKey`: a second transaction checking the same account waits here, and reads the first
 * one's customer once it committed. It stands in for a unique index that cannot be added while
 * another change owns the schema.
 */
export async function lockSalesforceAccount(db: Db, accountKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SALESFORCE_ACCOUNT_LOCKS}, hashtext(${accountKey}))`)
}

/** The customer's campaigns whose name reads as `nameKey`, but `except`. By the customer_id index. */
export async function campaignsNamedAs(db: Db, customerIdentity: string, nameKey: string, except?: string): Promise<SameNamedRow[]> {
  const result = await db.execute<SameNamedRow>(sql`
    select c.identity, c.name from campaigns c
      join customers cu on cu.id = c.customer_id
     where cu.identity = ${customerIdentity}
       and ${nameKeyOf(sql.raw('c.name'))} = ${nameKey}
       and c.identity is distinct from ${except ?? null}
     order by c.created_at, c.identity
     limit ${NAMED_AT_MOST}`)
  return result.rows
}

/** The campaign's missions (not deleted) whose name reads as `nameKey`, but `except`. By the campaign_id index. */
export async function missionsNamedAs(db: Db, campaignIdentity: string, nameKey: string, except?: string): Promise<SameNamedRow[]> {
  const result = await db.execute<SameNamedRow>(sql`
    select m.identity, m.name from missions m
      join campaigns c on c.id = m.campaign_id
     where c.identity = ${campaignIdentity}
       and not m.is_deleted
       and ${nameKeyOf(sql.raw('m.name'))} = ${nameKey}
       and m.identity is distinct from ${except ?? null}
     order by m.created_at, m.identity
     limit ${NAMED_AT_MOST}`)
  return result.rows
}
