// What every seed area receives, and the bulk insert helpers they share.
import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { queryRows, type Queryable } from '../pg-statement'
import { insertRows } from '../table.sql'
import type { IdentityPool } from './random'

/** The seed's transaction (inTransaction's client). */
export type SeedTx = Queryable

export interface SeedContext {
  tx: SeedTx
  /** 'YYYY-MM-DD': every date of the demo data is placed relative to it. */
  today: string
  identities: IdentityPool
}

/**
 * Rows per INSERT. Rows go in as one array parameter per column (INSERT ... SELECT FROM
 * unnest(...)): measured ~4x faster than multi-row VALUES on the embedded database, whose
 * cost is dominated by parsing and planning thousands of parameters.
 */
export const BATCH = 2000

type Row = Record<string, unknown>

/** One INSERT ... SELECT FROM unnest($1::type[], ...) for a chunk of rows; returns the RETURNING rows. */
async function unnestInsert(tx: SeedTx, table: PgTable, rows: Row[], returning: string[]): Promise<Row[]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  // Columns no row sets keep their defaults; a column some rows set is NULL where others omit it.
  const keys = Object.keys(columns).filter((k) => rows.some((r) => r[k] !== undefined))
  const ret = returning.length
    ? sql` returning ${sql.join(
        returning.map((c) => sql.identifier(c)),
        sql`, `,
      )}`
    : sql``
  // unnest cannot carry array or json columns: those few small tables use multi-row VALUES.
  if (keys.some((k) => /\[\]$|^json/.test(columns[k]!.getSQLType()))) {
    return queryRows<Row>(tx, sql`${insertRows(table, rows)}${ret}`)
  }
  const arrays = keys.map((k) => {
    const column = columns[k]!
    const values = rows.map((r) => (r[k] === undefined || r[k] === null ? null : column.mapToDriverValue(r[k])))
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`
  })
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k]!.name)),
    sql`, `,
  )
  return queryRows<Row>(tx, sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})${ret}`)
}

/** Bulk insert (unnest, or VALUES for tables with array/json columns), in batches. */
export async function insertMany<T extends PgTable>(tx: SeedTx, table: T, rows: InferInsertModel<T>[], batch = BATCH): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) await unnestInsert(tx, table, rows.slice(i, i + batch) as Row[], [])
}

/**
 * Bulk insert returning the new ids in the order of `rows`. Ids are matched back through a
 * unique key column rather than trusting the order of RETURNING.
 */
export async function insertIds<T extends PgTable & { id: PgColumn }>(
  tx: SeedTx,
  table: T,
  rows: InferInsertModel<T>[],
  key: PgColumn,
  batch = BATCH,
): Promise<number[]> {
  const keyProp = Object.entries(getTableColumns(table)).find(([, c]) => c === key)?.[0]
  if (!keyProp) throw new Error(`${key.name} is not a column of ${getTableName(table)}`)
  const ids: number[] = []
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch) as Row[]
    const returned = await unnestInsert(tx, table, chunk, [table.id.name, key.name])
    const byKey = new Map(returned.map((r) => [String(r[key.name]), Number(r[table.id.name])]))
    for (const row of chunk) {
      const id = byKey.get(String(row[keyProp]))
      if (id === undefined) throw new Error(`no id returned for ${key.name}=${String(row[keyProp])}`)
      ids.push(id)
    }
  }
  return ids
}
