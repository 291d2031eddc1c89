import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addYears, toWireDate } from '@mc/domain'
import { loadConfig } from '../config'
import { connect, type DatabaseHandle } from '../db/connection'
import { DEMO_IDENTITIES } from '../db/seed/demo-identities'
import { startChildServer, waitFor } from '../ops/child-server.test-helper'
import { ADMIN_EMAIL } from '../test/test-server'
import { mintToken } from '../test/tokens'

/**
 * Issue 12: a job is written in the transaction of the data that needs it. The server is killed
 * (SIGKILL, no cleanup) right after a coverage report's transaction commits, before it answers or
 * does anything else; the next process to start runs the report's job, which was queued with it.
 * Sending the job after the commit (as before) leaves the report QUEUED for ever here.
 */
let handle: DatabaseHandle
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-job-crash-'))

beforeAll(() => {
  handle = connect(inject('databaseUrl'), inject('databaseKind') === 'pglite')
})
afterAll(async () => {
  await handle?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const serverEnv = {
  DATABASE_URL: inject('databaseUrl'),
  DATA_DIR: dataDir,
  SEED_ON_START: 'false',
  NODE_ENV: 'test',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
}

describe('a job committed with its data', () => {
  it('survives the server dying right after the commit: the next process runs it', async () => {
    const crashing = await startChildServer({ ...serverEnv, RUN_JOBS_IN_PROCESS: 'false', MC_FAULT_POINT: 'coverage-report-committed' })
    const config = loadConfig({ ...process.env, PUBLIC_URL: `http://localhost:${crashing.port}` })
    const token = await mintToken(handle.pool, { issuer: `http://localhost:${crashing.port}/oidc`, audience: config.oidc.audience }, { email: ADMIN_EMAIL })
    const today = toWireDate(new Date())
    const before = (await handle.pool.query<{ n: number }>(`select coalesce(max(id), 0)::int as n from coverage_reports`)).rows[0]!.n
    const answer = await fetch(`${crashing.baseUrl}/api/coverage_reports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        coverage_report: { missionIdentity: DEMO_IDENTITIES.missions.enabled, radiusMiles: 10, startDate: addYears(today, -1), endDate: today },
      }),
    }).then(
      (response) => response.status,
      () => 'no answer',
    )
    // The process died at the fault point: the client got no answer, yet the report was committed.
    expect(answer).toBe('no answer')
    await crashing.exited
    expect(crashing.child.signalCode).toBe('SIGKILL')
    const report = (await handle.pool.query<{ id: number; status: string }>(`select id, status from coverage_reports where id > $1 order by id`, [before])).rows
    expect(report).toHaveLength(1)
    expect(report[0]!.status).toBe('QUEUED')

    // The next server (running jobs) picks the job up from the queue: the report finishes.
    const next = await startChildServer({ ...serverEnv, RUN_JOBS_IN_PROCESS: 'true' })
    try {
      await waitFor(
        async () =>
          (await handle.pool.query<{ status: string }>(`select status from coverage_reports where id = $1`, [report[0]!.id])).rows[0]!.status === 'DONE',
        90_000,
        250,
      )
    } finally {
      await next.stop()
    }
  }, 180_000)
})
