import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../test/free-port'
import { seededPgliteCopy } from '../test/seeded-template'
import { createEmptyPostgresDatabase } from '../test/test-database'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../test/test-server'
import { mintToken } from '../test/tokens'
import { newClientAddress, signInForm } from '../auth/embedded-provider/sign-in-form.test-helper'
import { backupEmbeddedDataDir, restoreEmbeddedDataDir } from './backup-embedded'
import { backupPostgres, restorePostgres } from './backup-postgres'
import { startChildServer, type ChildServer } from './child-server.test-helper'

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Rows of every table of the app's schema and of the job queue's. */
async function tableCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'pgboss') and tablename not like '\\_\\_%' order by 1`,
    )
    const counts: Record<string, number> = {}
    for (const { name } of rows) counts[name] = (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0]!.n
    return counts
  } finally {
    await client.end()
  }
}

/**
 * Admin writes one after another until stopped: each a responsibility and its audit row in one
 * transaction. `acknowledged` counts the writes the API answered 201.
 */
function writeLoop(baseUrl: string, token: string, marker: string) {
  let running = true
  let acknowledged = 0
  const done = (async () => {
    while (running) {
      const answer = await fetch(`${baseUrl}/api/admin/lookup_tables?table=responsibilities`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ responsibility: { name: `${marker} ${acknowledged}`, description: 'Written during the backup' } }),
      })
      expect(answer.status).toBe(201)
      acknowledged++
    }
  })()
  return {
    acknowledged: () => acknowledged,
    async stop() {
      running = false
      await done
    },
  }
}

/** The restored copy: what the loop wrote is there whole (each responsibility with its audit row), and everything else as before. */
function expectConsistent(
  before: Record<string, number>,
  restored: Record<string, number>,
  written: { atLeast: number; atMost: number },
  markerRows: { responsibilities: number; audits: number },
) {
  expect(markerRows.audits).toBe(markerRows.responsibilities)
  expect(markerRows.responsibilities).toBeGreaterThanOrEqual(written.atLeast)
  expect(markerRows.responsibilities).toBeLessThanOrEqual(written.atMost)
  expect(restored['public.responsibilities']).toBe(before['public.responsibilities']! + markerRows.responsibilities)
  // Every other table as before: not the ones the loop also writes (audit rows, live events) nor those that change with time (job queue, sessions, throttle).
  const moving = /^(public\.(responsibilities|audit_log|live_events|revoked_tokens|oidc_payloads|sign_in_.*|rate_limit.*)|pgboss\..*)$/
  for (const [table, rows] of Object.entries(before)) if (!moving.test(table)) expect(restored[table], table).toBe(rows)
}

async function markerRows(url: string, marker: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ responsibilities: number; audits: number }>(
      `select (select count(*)::int from responsibilities where name like $1) as responsibilities,
              (select count(*)::int from audit_log where action = 'createResponsibility' and after->>'name' like $1) as audits`,
      [`${marker} %`],
    )
    return rows[0]!
  } finally {
    await client.end()
  }
}

/** A real sign-in through the embedded provider's form: the provider answers with its redirect onwards. */
async function expectSignIn(baseUrl: string): Promise<void> {
  const form = signInForm(baseUrl, newClientAddress())
  const answer = await form.submit(await form.open(), ADMIN_EMAIL, 'admin')
  expect(answer.status).toBe(303)
}

async function startOn(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort()
  const server = await startChildServer({ ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` })
  cleanups.push(() => server.stop())
  return server
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
/** What the database holds, for the printed figures. */
const contents = (counts: Record<string, number>) =>
  `${Object.values(counts).reduce((sum, n) => sum + n, 0)} rows: ${counts['public.places']} places, ${counts['public.pins']} pins, ${counts['public.responses']} responses, ${counts['public.missions']} missions`

describe.runIf(inject('databaseKind') === 'postgres')('PostgreSQL: backup while the console writes, restore into a fresh database', () => {
  let source: TestServer
  it('restores a consistent snapshot that a new server starts on and signs in to', async () => {
    source = await startTestServer({ ownDatabase: true })
    cleanups.push(() => source.close())
    const url = source.runtime.handle.url
    const before = await tableCounts(url)
    const marker = `Backup ${Date.now()}`
    const loop = writeLoop(source.baseUrl, await source.tokenFor(ADMIN_EMAIL), marker)
    while (loop.acknowledged() < 5) await new Promise((resolve) => setTimeout(resolve, 20))
    const atLeast = loop.acknowledged()
    const backup = await backupPostgres(url, tempDir('mc-pg-backup-'))
    const atMost = loop.acknowledged() + 1
    while (loop.acknowledged() < atMost + 3) await new Promise((resolve) => setTimeout(resolve, 20))
    await loop.stop()

    const serverUrl = process.env.TEST_DATABASE_URL!
    const fresh = await createEmptyPostgresDatabase(serverUrl, 'mc_restore')
    cleanups.push(async () => {
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`drop database if exists ${fresh.name} with (force)`)
      await admin.end()
    })
    const restore = await restorePostgres(backup.path, fresh.url)
    const restarted = Date.now()
    const server = await startOn({ DATABASE_URL: fresh.url })
    const startMs = Date.now() - restarted
    const written = await markerRows(fresh.url, marker)
    expectConsistent(before, await tableCounts(fresh.url), { atLeast, atMost }, written)
    await expectSignIn(server.baseUrl)

    const sizes = await (async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      const { rows } = await client.query<{ bytes: string }>(`select pg_database_size(current_database())::text as bytes`)
      await client.end()
      return Number(rows[0]!.bytes)
    })()
    console.log(
      `PostgreSQL restore rehearsal: database ${mib(sizes)} (${contents(before)}), ` +
        `pg_dump ${backup.ms} ms while ${atMost - atLeast} writes went on -> ${mib(backup.bytes)}; pg_restore ${restore.ms} ms; server ready ${startMs} ms; ` +
        `${written.responsibilities} of the loop's writes in the snapshot (acknowledged before it began: ${atLeast}, by its end: ${atMost - 1})`,
    )
  }, 600_000)
})

describe.runIf(inject('databaseKind') === 'pglite')('embedded database: backup while the console writes, restore into a fresh data folder', () => {
  it('restores a consistent snapshot that a new server starts on and signs in to', async () => {
    const dataDir = tempDir('mc-embedded-source-')
    await seededPgliteCopy(path.join(dataDir, 'pglite'))
    const source = await startOn({ DATA_DIR: dataDir })
    const { port } = JSON.parse(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')) as { port: number }
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`
    const pool = new pg.Pool({ connectionString: url, max: 1 })
    const token = await mintToken(pool, { issuer: `${source.baseUrl}/oidc`, audience: 'mission-control-web' }, { email: ADMIN_EMAIL })
    await pool.end()
    const before = await tableCounts(url)
    const marker = `Backup ${Date.now()}`
    const loop = writeLoop(source.baseUrl, token, marker)
    while (loop.acknowledged() < 5) await new Promise((resolve) => setTimeout(resolve, 20))
    const atLeast = loop.acknowledged()
    const backup = await backupEmbeddedDataDir(dataDir, tempDir('mc-embedded-backup-'))
    const atMost = loop.acknowledged() + 1
    while (loop.acknowledged() < atMost + 3) await new Promise((resolve) => setTimeout(resolve, 20))
    await loop.stop()
    expect(backup.mode).toBe('online')

    const restoredDir = path.join(tempDir('mc-embedded-restored-'), 'data')
    const restore = restoreEmbeddedDataDir(backup.path, restoredDir)
    const restarted = Date.now()
    const server = await startOn({ DATA_DIR: restoredDir })
    const startMs = Date.now() - restarted
    const restoredPort = (JSON.parse(fs.readFileSync(path.join(restoredDir, 'pglite.lock'), 'utf8')) as { port: number }).port
    const restoredUrl = `postgres://postgres@127.0.0.1:${restoredPort}/postgres`
    const written = await markerRows(restoredUrl, marker)
    expectConsistent(before, await tableCounts(restoredUrl), { atLeast, atMost }, written)
    await expectSignIn(server.baseUrl)

    // A restore never runs over a server, and keeps the folder it replaces.
    expect(() => restoreEmbeddedDataDir(backup.path, restoredDir)).toThrow(/is running on/)
    const folderBytes = (dir: string): number =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .reduce((sum, entry) => sum + (entry.isDirectory() ? folderBytes(path.join(dir, entry.name)) : fs.statSync(path.join(dir, entry.name)).size), 0)
    console.log(
      `embedded restore rehearsal: data folder ${mib(folderBytes(backup.path))} (${contents(before)}), ` +
        `online copy ${backup.ms} ms while ${atMost - atLeast} writes went on; restore ${restore.ms} ms; server ready ${startMs} ms; ` +
        `${written.responsibilities} of the loop's writes in the snapshot (acknowledged before it began: ${atLeast}, by its end: ${atMost - 1})`,
    )
  }, 600_000)
})
