import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { connect } from '../db/connection'
import { runMigrations } from '../db/migrate'
import { startEmbeddedDatabase } from '../db/embedded/start-embedded'
import { seedDemoData } from '../db/seed'
import { seededPgliteCopy } from './seeded-template'

/** A new, empty database on the PostgreSQL server at serverUrl (named prefix_pid_time_random): its name and its URL. */
export async function createEmptyPostgresDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const target = new URL(serverUrl)
  target.pathname = `/${name}`
  return { name, url: target.toString() }
}

export interface TestDatabase {
  url: string
  kind: 'pglite' | 'postgres'
  drop(): Promise<void>
}

/**
 * A fresh database, migrated and seeded with the demo data: the embedded PGlite by default (a copy
 * of the seeded template folder), or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-int-'))
    await seededPgliteCopy(path.join(dir, 'pglite'))
    const embedded = await startEmbeddedDatabase(path.join(dir, 'pglite'))
    return {
      url: embedded.url,
      kind: 'pglite',
      async drop() {
        await embedded.stop()
        fs.rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const { name, url } = await createEmptyPostgresDatabase(serverUrl, 'mc_test')
  const handle = connect(url, false)
  await runMigrations(handle)
  await seedDemoData(handle.pool)
  await handle.pool.end()
  return {
    url,
    kind: 'postgres',
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
