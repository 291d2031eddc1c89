import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { startEmbeddedDatabase } from '../db/embedded/start-embedded'
import { backupEmbeddedDataDir } from './backup-embedded'
import { getJson, startChildServer, type ChildServer } from './child-server.test-helper'

const servers: ChildServer[] = []
const dirs: string[] = []
afterAll(async () => {
  for (const server of servers) await server.stop()
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

// Skipped in the PostgreSQL pass on purpose: it starts its own embedded database, so the PGlite
// pass already runs it in full and a second run would test nothing new.
describe.runIf(inject('databaseKind') === 'pglite')('backing up the embedded data folder', () => {
  it('copies it while the server runs and serves, and the copy opens with the data written before', async () => {
    const server = await startChildServer()
    servers.push(server)
    const { port } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'pglite.lock'), 'utf8')) as { port: number }
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` })
    await client.connect()
    await client.query(`insert into customers (name) values ('Backed up before the copy')`)
    await client.end()

    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-backup-'))
    dirs.push(target)
    const backup = await backupEmbeddedDataDir(server.dataDir, target)
    expect(backup.mode).toBe('online')
    expect(fs.existsSync(path.join(backup.path, 'pglite.lock'))).toBe(false)
    expect((await getJson(`${server.baseUrl}/readyz`)).status).toBe(200)
    console.log(`online backup of a fresh data folder: ${backup.ms} ms`)

    // Restore = start on the copy: it opens, with the row.
    const restored = await startEmbeddedDatabase(path.join(backup.path, 'pglite'))
    const check = new pg.Client({ connectionString: restored.url })
    try {
      await check.connect()
      const { rows } = await check.query<{ n: number }>(`select count(*)::int as n from customers where name = 'Backed up before the copy'`)
      expect(rows[0]!.n).toBe(1)
    } finally {
      await check.end()
      await restored.stop()
    }

    // Stopped server: the copy takes the lock itself.
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const offline = await backupEmbeddedDataDir(server.dataDir, target)
    expect(offline.mode).toBe('offline')
    expect(fs.existsSync(path.join(server.dataDir, 'pglite.lock'))).toBe(false)
  }, 180_000)
})
