import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connect } from '../db/connection'
import { runMigrations } from '../db/migrate'
import { startEmbeddedDatabase } from '../db/embedded/start-embedded'
import { seedDemoData } from '../db/seed'
import { seededPgliteCopy } from './seeded-template'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseKind: 'pglite' | 'postgres'
  }
}

/**
 * One fresh database for the whole integration run, migrated and seeded once: the embedded
 * PGlite by default, or a new database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL
  let url: string
  let teardown: () => Promise<void>
  if (serverUrl) {
    const name = `mc_test_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const target = new URL(serverUrl)
    target.pathname = `/${name}`
    url = target.toString()
    teardown = async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-int-'))
    await seededPgliteCopy(path.join(dir, 'pglite'))
    const embedded = await startEmbeddedDatabase(path.join(dir, 'pglite'))
    url = embedded.url
    teardown = async () => {
      await embedded.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  if (serverUrl) {
    const handle = connect(url, false)
    await runMigrations(handle)
    await seedDemoData(handle.db)
    await handle.pool.end()
  }
  project.provide('databaseUrl', url)
  project.provide('databaseKind', serverUrl ? 'postgres' : 'pglite')
  return teardown
}
