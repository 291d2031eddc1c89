import { sql } from 'drizzle-orm'
import { SALESFORCE_ACCOUNT_KEY_LENGTH } from '@mc/domain'
import { execute, queryRows, type Queryable } from '../../db/pg-statement'
import { missionNotDeleted } from '../missions/mission.sql'

/** An existing record a form's values collide with. */
export interface SameNamedRow {
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
export async function customersNamedAs(db: Queryable, nameKey: string, except?: string): Promise<SameNamedRow[]> {
  return queryRows<SameNamedRow>(
    db,
    sql`
    select identity, name from customers
     where ${nameKeyOf(sql.raw('name'))} = ${nameKey}
       and identity is distinct from ${except ?? null}
     order by created_at, identity
     limit ${NAMED_AT_MOST}`,
  )
}

/** Customers whose Salesforce id names the account `accountKey` (its first 15 characters), but `except`. */
export async function customersOfSalesforceAccount(db: Queryable, accountKey: string, except?: string): Promise<SameNamedRow[]> {
  return queryRows<SameNamedRow>(
    db,
    sql`
    select identity, name from customers
     where left(btrim(salesforce_customer_id), ${SALESFORCE_ACCOUNT_KEY_LENGTH}) = ${accountKey}
       and identity is distinct from ${except ?? null}
     order by created_at, identity
     limit ${NAMED_AT_MOST}`,
  )
}

/** A customer's own Salesforce id, or undefined for an unknown identity. */
export async function salesforceIdOf(db: Queryable, identity: string): Promise<{ salesforceId: string | null } | undefined> {
  const rows = await queryRows<{ salesforce_customer_id: string | null }>(db, sql`select salesforce_customer_id from customers where identity = ${identity}`)
  const row = rows[0]
  return row ? { salesforceId: row.salesforce_customer_id } : undefined
}

/**
 * Holds, until the transaction ends, the right to give a customer the Salesforce account
 * `accountKey`: a second transaction checking the same account waits here, and reads the first
 * one's customer once it committed. It stands in for a unique index that cannot be added while
 * another change owns the schema.
 */
export async function lockSalesforceAccount(db: Queryable, accountKey: string): Promise<void> {
  await execute(db, sql`select pg_advisory_xact_lock(${SALESFORCE_ACCOUNT_LOCKS}, hashtext(${accountKey}))`)
}

/** The customer's campaigns whose name reads as `nameKey`, but `except`. By the customer_id index. */
export async function campaignsNamedAs(db: Queryable, customerIdentity: string, nameKey: string, except?: string): Promise<SameNamedRow[]> {
  return queryRows<SameNamedRow>(
    db,
    sql`
    select c.identity, c.name from campaigns c
      join customers cu on cu.id = c.customer_id
     where cu.identity = ${customerIdentity}
       and ${nameKeyOf(sql.raw('c.name'))} = ${nameKey}
       and c.identity is distinct from ${except ?? null}
     order by c.created_at, c.identity
     limit ${NAMED_AT_MOST}`,
  )
}

/** The campaign's missions (not deleted) whose name reads as `nameKey`, but `except`. By the campaign_id index. */
export async function missionsNamedAs(db: Queryable, campaignIdentity: string, nameKey: string, except?: string): Promise<SameNamedRow[]> {
  return queryRows<SameNamedRow>(
    db,
    sql`
    select m.identity, m.name from missions m
      join campaigns c on c.id = m.campaign_id
     where c.identity = ${campaignIdentity}
       and ${missionNotDeleted()}
       and ${nameKeyOf(sql.raw('m.name'))} = ${nameKey}
       and m.identity is distinct from ${except ?? null}
     order by m.created_at, m.identity
     limit ${NAMED_AT_MOST}`,
  )
}
