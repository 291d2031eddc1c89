import { sql, type SQL } from 'drizzle-orm'
import type { LookupTableResource } from '@mc/domain/staff/lookup-tables.resources'
import { queryRow, queryRows, type Queryable } from '../../db/pg-statement'

/** A lookup table's row as the wire names it (its declared columns). */
export type LookupRow = Record<string, unknown>
type Page = { limit: number; offset: number }

export interface LookupFilter {
  is_active?: boolean | undefined
  is_deleted?: boolean | undefined
  /** Part of the name, any case; `%`, `_` and `\` match themselves. */
  name?: string | undefined
}

const table = (resource: LookupTableResource) => sql.identifier(resource.table)
const columns = (resource: LookupTableResource) =>
  sql.join(
    resource.columns.map((column) => sql.identifier(column)),
    sql`, `,
  )

function whereOf(resource: LookupTableResource, filter: LookupFilter): SQL {
  const flags = { ...resource.only, ...(resource.filtered ? { is_active: filter.is_active, is_deleted: filter.is_deleted } : {}) }
  const conditions = Object.entries(flags)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`)
  const escaped = resource.filtered ? filter.name?.replace(/[\\%_]/g, (char) => `\\${char}`) : undefined
  if (escaped) conditions.push(sql`name ilike ${`%${escaped}%`}`)
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``
}

/** One page of a lookup table in its declared order, and how many rows the filter finds. */
export async function listLookupRows(db: Queryable, resource: LookupTableResource, filter: LookupFilter, page: Page) {
  const where = whereOf(resource, filter)
  const order = sql.join(
    resource.orderBy.map((column) => sql`${sql.identifier(column)} asc`),
    sql`, `,
  )
  const rows = await queryRows<LookupRow>(
    db,
    sql`select ${columns(resource)} from ${table(resource)} ${where} order by ${order} limit ${page.limit} offset ${page.offset}`,
  )
  const totals = await queryRow<{ n: number }>(db, sql`select count(*)::int as n from ${table(resource)} ${where}`)
  return { rows, total: totals?.n ?? 0 }
}

export function findLookupRow(db: Queryable, resource: LookupTableResource, key: string | number) {
  return queryRow<LookupRow>(db, sql`select ${columns(resource)} from ${table(resource)} where ${sql.identifier(resource.key)} = ${key}`)
}

/** Inserts the values (wire names are the column names) and answers the row. */
export async function insertLookupRow(db: Queryable, resource: LookupTableResource, values: LookupRow) {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined)
  const names = sql.join(
    entries.map(([column]) => sql.identifier(column)),
    sql`, `,
  )
  const params = sql.join(
    entries.map(([, value]) => sql`${value}`),
    sql`, `,
  )
  const row = await queryRow<LookupRow>(db, sql`insert into ${table(resource)} (${names}) values (${params}) returning ${columns(resource)}`)
  return row!
}

/** Sets the values on the row of `key` (updated_at too); undefined when there is no such row. */
export function updateLookupRow(db: Queryable, resource: LookupTableResource, key: string | number, values: LookupRow) {
  const sets = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`)
  sets.push(sql`updated_at = now()`)
  return queryRow<LookupRow>(
    db,
    sql`update ${table(resource)} set ${sql.join(sets, sql`, `)} where ${sql.identifier(resource.key)} = ${key} returning ${columns(resource)}`,
  )
}
