import { fillPlaceholders, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'

/** The pool, or a client inside `inTransaction`: what every repository function takes first. */
export type Queryable = pg.Pool | pg.ClientBase

const dialect = new PgDialect()

/** A statement's text and parameters as the driver takes them. */
export const sqlText = (query: SQL): { sql: string; params: unknown[] } => dialect.sqlToQuery(query)

async function run<Row extends object>(handle: Queryable, query: SQL, name?: string): Promise<pg.QueryResult<Row>> {
  const { sql: text, params } = dialect.sqlToQuery(query)
  return handle.query<Row>(name ? { name, text, values: params } : { text, values: params })
}

/**
 * Runs a statement written with drizzle's `sql` template on a `pg` handle: the one way the server
 * reaches the database (docs/decisions/database-access.md). With a `name` it is a named prepared
 * statement: each connection parses it once and PostgreSQL may keep a generic plan after five
 * custom ones, so a polled read stops paying for planning. Name only statements whose text is the
 * same from call to call (node-postgres refuses a name reused for another text) and whose generic
 * plan was checked: a plan made without the values can be far worse (a statement whose page was
 * chosen by LIMIT/OFFSET inside CTEs took seconds). The embedded database keeps each connection's
 * names apart (db/embedded/wire-multiplexer.ts).
 */
export async function queryRows<Row extends object>(handle: Queryable, query: SQL, name?: string): Promise<Row[]> {
  return (await run<Row>(handle, query, name)).rows
}

/** The first row of a statement (one found by key, or an insert/update `returning`), or undefined. */
export async function queryRow<Row extends object>(handle: Queryable, query: SQL, name?: string): Promise<Row | undefined> {
  return (await run<Row>(handle, query, name)).rows[0]
}

/** A statement run for its effect: the number of rows it wrote (or read). */
export async function execute(handle: Queryable, query: SQL, name?: string): Promise<number> {
  return (await run(handle, query, name)).rowCount ?? 0
}

/** A statement rendered once and run often under its name (see queryRows): its text never changes. */
export interface PreparedStatement {
  /** Unnamed (null): parsed and planned on every call, as a plain query. */
  name: string | null
  text: string
  params: unknown[]
}

/**
 * Renders a statement once: `sql.placeholder('key')` marks each value a call binds (queryPrepared).
 * For a hot statement whose text costs more to write than to run (the mission page's 35 columns and
 * seven JSON parts), or SQL text tuned by hand (`sql.raw(TEXT)` with `$1`..`$n` bound by position).
 */
export function prepareStatement(name: string | null, query: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query)
  return { name, text, params }
}

/** Runs a prepared statement: values by placeholder key, or by position for SQL text. */
export async function queryPrepared<Row extends object>(
  handle: Queryable,
  statement: PreparedStatement,
  values: Record<string, unknown> | readonly unknown[] = {},
): Promise<Row[]> {
  const bound = Array.isArray(values) ? [...values] : fillPlaceholders(statement.params, values as Record<string, unknown>)
  const config = statement.name === null ? { text: statement.text, values: bound } : { name: statement.name, text: statement.text, values: bound }
  return (await handle.query<Row>(config)).rows
}

/** SQL text tuned by hand, under its statement name, for queryPrepared with values by position (`$1`..`$n`). */
export const namedText = (name: string, text: string): PreparedStatement => ({ name, text, params: [] })
