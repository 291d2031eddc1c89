import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * Fragments for the `sql` template written from a table of db/schema, so a repository reads and
 * writes whole rows without copying column lists: the row type stays the schema's `$inferSelect`
 * and a renamed column breaks the compile, not a query.
 */

/** Every column of the table as `alias.column as "key"` (the schema's camelCase key), for a select list. */
export function rowColumns(table: PgTable, alias = getTableName(table)): SQL {
  return columnList(table, Object.keys(getTableColumns(table)), alias)
}

/** The named columns only, the same way (a row type that leaves secrets out). */
export function pickColumns<T extends PgTable>(table: T, keys: readonly (keyof T['$inferSelect'] & string)[], alias = getTableName(table)): SQL {
  return columnList(table, keys, alias)
}

function columnList(table: PgTable, keys: readonly string[], alias: string): SQL {
  const columns = getTableColumns(table)
  return sql.join(
    keys
      .map((key) => [key, columns[key]!] as const)
      .map(([key, column]) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)} as ${sql.identifier(key)}`),
    sql`, `,
  )
}

/** `"column" = value, ...` for the keys given (undefined skipped), plus `updated_at = now()` where the table keeps one. */
export function setColumns<T extends PgTable>(table: T, patch: Partial<T['$inferInsert']>): SQL {
  const columns = getTableColumns(table)
  const sets = Object.entries(patch)
    .filter(([key, value]) => value !== undefined && key in columns && !columns[key]!.onUpdateFn)
    .map(([key, value]) => sql`${sql.identifier(columns[key]!.name)} = ${sql.param(value, columns[key])}`)
  for (const column of Object.values(columns)) if (column.onUpdateFn) sets.push(sql`${sql.identifier(column.name)} = now()`)
  return sql.join(sets, sql`, `)
}

/** `insert into table (columns) values (...)` for one row; columns left undefined take their default. */
export function insertRow<T extends PgTable>(table: T, values: T['$inferInsert']): SQL {
  return insertRows(table, [values])
}

/** The same for several rows: the columns any row gives; a row without one takes its default there. */
export function insertRows<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const columns = getTableColumns(table)
  const keys = Object.keys(columns).filter((key) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined))
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        keys.map((key) => {
          const value = (row as Record<string, unknown>)[key]
          return value === undefined ? sql`default` : sql`${sql.param(value, columns[key])}`
        }),
        sql`, `,
      )})`,
  )
  return sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  )}) values ${sql.join(values, sql`, `)}`
}
