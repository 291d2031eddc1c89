import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { storeListJob } from '../modules/store-lists/store-lists.jobs'
import { createLoadScenario, loadOutcome } from '../modules/store-lists/test/store-list-load'
import { freePort } from '../test/free-port'
import { startTestServer, type TestServer } from '../test/test-server'
import { getJson, startChildServer, waitFor, type ChildServer } from './child-server.test-helper'

const METRICS_TOKEN = 'worker-metrics-token'
let server: TestServer
let worker: ChildServer
let opsUrl: string

beforeAll(async () => {
  // The API process here only sends jobs, so the worker is the one that runs them.
  server = await startTestServer({ runJobs: false })
  const opsPort = await freePort()
  opsUrl = `http://127.0.0.1:${opsPort}`
  worker = await startChildServer(
    { DATABASE_URL: inject('databaseUrl'), WORKER_OPS_PORT: String(opsPort), METRICS_TOKEN, SHUTDOWN_DRAIN_SECONDS: '2' },
    'worker.ts',
  )
}, 120_000)
afterAll(async () => {
  await worker?.stop()
  await server?.close()
})

const metricValue = (text: string, pattern: RegExp): number => Number(pattern.exec(text)?.[1] ?? Number.NaN)

describe('a worker on WORKER_OPS_PORT', () => {
  it('answers /healthz and /readyz, and /metrics only with the token', async () => {
    expect(await getJson(`${opsUrl}/healthz`)).toEqual({ status: 200, body: { ok: true } })
    expect(await getJson(`${opsUrl}/readyz`)).toMatchObject({ status: 200, body: { ready: true, database: 'ok', jobs: 'ok' } })
    expect((await getJson(`${opsUrl}/metrics`)).status).toBe(401)
    expect((await getJson(`${opsUrl}/api/me`)).status).toBe(404)
  })

  it('counts the store-list rows and job batches it ran, and reports queue depth and its pool', async () => {
    const scenario = await createLoadScenario(server.runtime.deps.pool, 40)
    await server.runtime.deps.jobs.send(storeListJob, { templateId: scenario.templateId })
    await waitFor(async () => (await loadOutcome(server.runtime.deps.pool, scenario)).status === 'PROCESSED', 60_000, 200)
    const { status, body } = await getJson(`${opsUrl}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` })
    expect(status).toBe(200)
    expect(metricValue(body, /^mc_store_list_rows_processed_total (\d+)$/m)).toBe(40)
    expect(metricValue(body, /^mc_job_batches_total\{queue="store-list.process",outcome="completed"\} (\d+)$/m)).toBeGreaterThanOrEqual(1)
    // The list is processed and this test's database has no other store list: nothing left to take.
    expect(metricValue(body, /^mc_job_queue_depth\{queue="store-list.process",state="ready"\} (\d+)$/m)).toBe(0)
    expect(metricValue(body, /^mc_db_pool_connections\{state="total"\} (\d+)$/m)).toBeGreaterThanOrEqual(1)
  })

  it('turns /readyz false at once on SIGTERM, then exits 0', async () => {
    worker.child.kill('SIGTERM')
    await waitFor(async () => (await getJson(`${opsUrl}/readyz`)).status === 503, 2_000, 50)
    expect((await getJson(`${opsUrl}/readyz`)).body).toMatchObject({ ready: false })
    expect(await worker.exited).toBe(0)
  }, 40_000)
})
