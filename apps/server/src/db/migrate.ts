import path from 'node:path'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { DatabaseHandle } from './connection'
import { sql } from 'drizzle-orm'
import { execute } from './pg-statement'

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle')

/** Applies pending migrations; an advisory lock keeps two starting servers from racing. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const client = await handle.pool.connect()
  try {
    await execute(client, sql`select pg_advisory_lock(727274)`)
    // drizzle's migrator applies the migration files (its own statements, as a library's).
    await migrate(handle.db, { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await execute(client, sql`select pg_advisory_unlock(727274)`).catch(() => undefined)
    client.release()
  }
}
