// Shared column builders and constraint helpers. Not re-exported from index.ts: the
// schema namespace handed to drizzle holds only tables, relations and value lists.
import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, date, text, timestamp } from 'drizzle-orm/pg-core'

/** Surrogate key of every entity table (bigint; drizzle maps it to a JS number). */
export const idPk = () => bigserial('id', { mode: 'number' }).primaryKey()

/** A bigint column pointing at some table's idPk(). */
export const refId = (name: string) => bigint(name, { mode: 'number' })

/**
 * Public identity: 12 uppercase letters or digits (spec 000 §9). The database default
 * (12 upper-case hex characters) means raw SQL inserts get a valid identity too; the
 * application may supply its own from the wider alphabet.
 */
export const identityColumn = () =>
  text('identity')
    .notNull()
    .unique()
    .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12))`)

export const IDENTITY_PATTERN = '^[A-Z0-9]{12}$'

export const identityCheck = (table: string) => check(`${table}_identity_format`, sql.raw(`"identity" ~ '${IDENTITY_PATTERN}'`))

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export const tstz = (name: string) => timestamp(name, { withTimezone: true })

/** Calendar date, exchanged as 'YYYY-MM-DD' (the spec's wire format). */
export const day = (name: string) => date(name, { mode: 'string' })

/** CHECK that a text column holds one of the listed values (NULL passes, as in SQL). */
export const oneOf = (table: string, column: string, values: readonly (string | number)[]): ReturnType<typeof check> => {
  const list = values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ')
  return check(`${table}_${column}_check`, sql.raw(`"${column}" in (${list})`))
}

/** CHECK built from raw SQL over this table's own columns (names are not table-qualified). */
export const rawCheck = (name: string, expression: string): ReturnType<typeof check> => check(name, sql.raw(expression))
