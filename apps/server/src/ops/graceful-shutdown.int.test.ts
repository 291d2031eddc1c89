import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { startEmbeddedDatabase } from '../db/embedded/start-embedded'
import { startJobQueue } from '../jobs/job-queue'
import { storeListJob } from '../modules/store-lists/store-lists.jobs'
import { createLoadScenario, loadOutcome } from '../modules/store-lists/test/store-list-load'
import { seededPgliteCopy } from '../test/seeded-template'
import { mintToken } from '../test/tokens'
import { getJson, startChildServer, waitFor, type ChildServer } from './child-server.test-helper'

const ROWS = 5_000
const BATCH_ROWS = 100
const servers: ChildServer[] = []
const dirs: string[] = []
afterAll(async () => {
  for (const server of servers) await server.stop()
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The server runs on its own copy of the seeded embedded database, so no other test's process takes its jobs.
// Skipped in the PostgreSQL pass on purpose: it starts its own embedded database, so the PGlite
// pass already runs it in full and a second run would test nothing new.
describe.runIf(inject('databaseKind') === 'pglite')('SIGTERM', () => {
  it('turns /readyz to 503 at once, lets a request in flight finish, hands the store list back and exits 0 within the bound', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-sigterm-'))
    dirs.push(dataDir)
    await seededPgliteCopy(path.join(dataDir, 'pglite'))
    const server = await startChildServer({
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SHUTDOWN_DRAIN_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      STORE_LIST_BATCH_ROWS: String(BATCH_ROWS),
    })
    servers.push(server)
    const { port: dbPort } = JSON.parse(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')) as { port: number }
    const dbUrl = `postgres://postgres@127.0.0.1:${dbPort}/postgres`
    const pool = new pg.Pool({ connectionString: dbUrl, max: 2 })
    // The server ends its database, idle connections of this pool included, as it shuts down.
    pool.on('error', () => undefined)

    // A store list being processed in batches when the signal comes.
    const scenario = await createLoadScenario(pool, ROWS)
    const queue = await startJobQueue(dbUrl, [])
    await queue.send(storeListJob, { templateId: scenario.templateId })
    await queue.stop()
    const finished = async () =>
      (
        await pool.query<{ n: number }>(
          `select count(*)::int as n from mission_deploy_template_rows where template_id = $1 and status in ('PIN_ADDED_TO_MISSION', 'ERROR')`,
          [scenario.templateId],
        )
      ).rows[0]!.n
    await waitFor(async () => (await finished()) >= 3 * BATCH_ROWS, 60_000)

    // A slow request: /api/me waits on the employees table, which the test holds locked (on PGlite
    // an open transaction holds the one session anyway).
    const token = await mintToken(
      pool,
      { issuer: `http://localhost:${server.port}/oidc`, audience: 'mission-control-web' },
      { email: 'admin@missioncontrol.test' },
    )
    const rowsAtSignal = await finished()
    const holder = new pg.Client({ connectionString: dbUrl })
    await holder.connect()
    await holder.query('begin')
    await holder.query('lock table employees in access exclusive mode')
    const sentAt = Date.now()
    const slow = fetch(`${server.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { email?: string },
      ms: Date.now() - sentAt,
    }))
    await sleep(500)

    const signalAt = Date.now()
    server.child.kill('SIGTERM')
    await sleep(200)
    const readiness = await getJson(`${server.baseUrl}/readyz`)
    expect(readiness).toEqual({ status: 503, body: { ready: false, reason: 'Shutting down.', database: 'skipped', jobs: 'skipped' } })

    await sleep(1_800)
    expect(server.child.exitCode).toBe(null) // still waiting for the request in flight
    await holder.query('commit')
    await holder.end()
    const me = await slow
    expect(me.status).toBe(200)
    expect(me.body.email).toBe('admin@missioncontrol.test')

    const code = await server.exited
    const exitMs = (await server.exitedAt) - signalAt
    // The server's own account of its shutdown, when it went wrong (or SHOW_OUTPUT=1).
    if (code !== 0 || process.env.SHOW_OUTPUT)
      console.log(
        server
          .output()
          .split('\n')
          .filter((line) => !/incoming request|request completed/.test(line))
          .join('\n'),
      )
    expect(code).toBe(0)
    expect(exitMs).toBeLessThan(20_000)
    expect(server.output()).toMatch(/"msg":"stopped"/)
    await pool.end().catch(() => undefined)
    console.log(
      `SIGTERM: /api/me in flight answered 200 after ${me.ms} ms; exit 0 ${exitMs} ms after the signal; ${rowsAtSignal} of ${ROWS} rows done at the signal`,
    )

    // The list was handed back: rows are final or UNPROCESSED (never half-way), the job waits for a retry.
    const reopened = await startEmbeddedDatabase(path.join(dataDir, 'pglite'))
    const check = new pg.Pool({ connectionString: reopened.url, max: 1 })
    try {
      const outcome = await loadOutcome(check, scenario)
      const halfway = (
        await check.query<{ n: number }>(
          `select count(*)::int as n from mission_deploy_template_rows where template_id = $1 and status not in ('UNPROCESSED', 'PIN_ADDED_TO_MISSION', 'ERROR')`,
          [scenario.templateId],
        )
      ).rows[0]!.n
      const job = (
        await check.query<{ state: string; output: unknown }>(`select state, output from pgboss.job where name = $1 and (data->>'templateId')::int = $2`, [
          storeListJob.name,
          scenario.templateId,
        ])
      ).rows
      console.log(`store list at exit: ${outcome.rows - outcome.notFinal} of ${outcome.rows} rows final, job ${job.map((j) => j.state).join(', ')}`)
      expect(halfway).toBe(0)
      expect(outcome.status).toBe('PROCESSING')
      expect(outcome.notFinal).toBeGreaterThan(0)
      expect(job).toHaveLength(1)
      expect(job[0]!.state).toBe('retry')
      expect(JSON.stringify(job[0]!.output)).toContain('handed back unfinished')
    } finally {
      await check.end()
      await reopened.stop()
    }
  }, 240_000)
})
