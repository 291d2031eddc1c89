import path from 'node:path'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { DatabaseHandle } from './connection'

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle')

/** Applies pending migrations; an advisory lock keeps two starting servers from racing. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const client = await handle.pool.connect()
  try {
    await client.query('select pg_advisory_lock(727274)')
    await migrate(handle.db, { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined)
    client.release()
  }
}
