import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addYears, toWireDate } from '@mc/domain'
import { DEMO_IDENTITIES } from '../db/seed/demo-identities'
import { z } from 'zod'
import { defineJob, jobBatchRunner } from '../jobs/job-queue'
import { storeListJob } from '../modules/store-lists/store-lists.jobs'
import { createLoadScenario } from '../modules/store-lists/test/store-list-load'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../test/test-server'

const METRICS_TOKEN = 'metrics-test-token'
let server: TestServer
let proxied: TestServer

beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN } })
  proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await proxied?.close()
})

const scrape = async (target: TestServer = server) =>
  (await target.call('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body as string
/** The value of one series, e.g. series(text, 'mc_http_requests_total', { route: '/api/me' }). */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)
        ? Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`))
        : false,
    )
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe('/metrics', () => {
  it('is off without METRICS_TOKEN and refuses a missing or wrong token', async () => {
    expect((await proxied.call('GET', '/metrics')).status).toBe(404)
    expect((await server.call('GET', '/metrics')).status).toBe(401)
    expect((await server.call('GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-of-same-size' } })).status).toBe(401)
    expect((await server.call('GET', '/metrics', { token: await server.tokenFor(ADMIN_EMAIL) })).status).toBe(401)
  })

  it('counts requests by route pattern and status class, with latency histograms, errors, queues, pool and store-list rows', async () => {
    const token = await server.tokenFor(OPS_EMAIL)
    for (let index = 0; index < 3; index++) expect((await server.call('GET', '/api/me', { token })).status).toBe(200)
    expect((await server.call('GET', '/api/customers/NOSUCHCUSTOM', { token })).status).toBe(404)
    expect((await server.call('GET', '/api/me')).status).toBe(401)
    // Store-list rows processed by this process: the job's handler run here on a small list.
    const scenario = await createLoadScenario(server.runtime.deps.pool, 30)
    await jobBatchRunner(storeListJob, server.runtime.deps)([{ id: 'metrics-test', data: { templateId: scenario.templateId } }])

    const response = await server.call('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = response.body as string
    expect(series(text, 'mc_http_requests_total', { method: 'GET', route: '/api/me', status_class: '2xx' })).toBeGreaterThanOrEqual(3)
    expect(series(text, 'mc_http_requests_total', { route: '/api/me', status_class: '4xx' })).toBeGreaterThanOrEqual(1)
    // The pattern, never the identity that was asked for.
    expect(text).not.toContain('NOSUCHCUSTOM')
    expect(text).toMatch(/mc_http_requests_total\{method="GET",route="\/api\/customers\/:[a-zA-Z]+",status_class="4xx"\} 1/)
    expect(series(text, 'mc_http_request_duration_seconds_count', { route: '/api/me', status_class: '2xx' })).toBeGreaterThanOrEqual(3)
    expect(series(text, 'mc_http_request_duration_seconds_bucket', { route: '/api/me', status_class: '2xx', le: '+Inf' })).toBeGreaterThanOrEqual(3)
    expect(text).toContain('# TYPE mc_http_errors_total counter')
    // Every queue of the app is reported in each state (the values: the next test).
    for (const queue of ['store-list.process', 'coverage-report', 'push-notification-delivery']) {
      for (const state of ['ready', 'deferred', 'active']) expect(Number.isInteger(series(text, 'mc_job_queue_depth', { queue, state }))).toBe(true)
      expect(Number.isFinite(series(text, 'mc_job_queue_oldest_ready_seconds', { queue }))).toBe(true)
    }
    // The idle connections are among those open; a request may be waiting (the scrape's own queue query).
    const pool = { total: series(text, 'mc_db_pool_connections', { state: 'total' })!, idle: series(text, 'mc_db_pool_connections', { state: 'idle' })! }
    expect(pool.total).toBeGreaterThanOrEqual(1)
    expect(pool.idle).toBeLessThanOrEqual(pool.total)
    expect(Number.isInteger(series(text, 'mc_db_pool_connections', { state: 'waiting' }))).toBe(true)
    expect(series(text, 'mc_store_list_rows_processed_total')).toBeGreaterThanOrEqual(30)
    expect(series(text, 'mc_job_batches_total', { queue: 'store-list.process', outcome: 'completed' })).toBeGreaterThanOrEqual(1)
    expect(series(text, 'mc_process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(series(await scrape(), 'mc_http_requests_total', { route: '/metrics', status_class: '2xx' })).toBeGreaterThanOrEqual(1)
  })
})

describe('job queue gauges', () => {
  it('report what a queue holds: one job waiting two minutes, two deferred an hour, none active', async () => {
    // A queue of this test's own (no handler anywhere), so no other test's jobs move the figures.
    const { boss } = server.runtime.deps.jobs
    const queue = `metrics-depth-${Date.now()}`
    await boss.createQueue(queue)
    try {
      await boss.send(queue, {}, { startAfter: new Date(Date.now() - 120_000) })
      for (let index = 0; index < 2; index++) await boss.send(queue, {}, { startAfter: 3600 })
      const text = await scrape()
      expect(series(text, 'mc_job_queue_depth', { queue, state: 'ready' })).toBe(1)
      expect(series(text, 'mc_job_queue_depth', { queue, state: 'deferred' })).toBe(2)
      expect(series(text, 'mc_job_queue_depth', { queue, state: 'active' })).toBe(0)
      const oldest = series(text, 'mc_job_queue_oldest_ready_seconds', { queue })!
      expect(oldest).toBeGreaterThanOrEqual(119)
      expect(oldest).toBeLessThan(600)
    } finally {
      await boss.deleteQueue(queue)
    }
  })
})

describe('request ids', () => {
  it('are generated unless TRUST_PROXY is set, go back in x-request-id and into the log lines', async () => {
    const direct = await server.call('GET', '/healthz', { headers: { 'x-request-id': 'from-the-client-1' } })
    expect(direct.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const viaProxy = await proxied.call('GET', '/healthz', { headers: { 'x-request-id': 'from-the-proxy-1' } })
    expect(viaProxy.headers.get('x-request-id')).toBe('from-the-proxy-1')
    expect(proxied.logs.some((line) => line.includes('"requestId":"from-the-proxy-1"') && line.includes('incoming request'))).toBe(true)
    // A header that could break a log line is replaced, proxy or not.
    const odd = await proxied.call('GET', '/healthz', { headers: { 'x-request-id': 'a b"c' } })
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('are carried into the jobs a request sends and logged by the job handler', async () => {
    const requestId = `coverage-${Date.now()}`
    const today = toWireDate(new Date())
    const body = { coverage_report: { missionIdentity: DEMO_IDENTITIES.missions.enabled, radiusMiles: 1, startDate: addYears(today, -1), endDate: today } }
    const queued = await proxied.call('POST', '/api/coverage_reports', {
      token: await proxied.tokenFor(OPS_EMAIL),
      body,
      headers: { 'x-request-id': requestId },
    })
    expect(queued.status).toBeLessThan(300)
    const { rows } = await proxied.runtime.deps.pool.query<{ data: { reportId: number; requestId?: string } }>(
      `select data from pgboss.job where name = 'coverage-report' and data->>'requestId' = $1`,
      [requestId],
    )
    expect(rows).toHaveLength(1)

    // The handler's log lines name the request (run here directly: another test's server may have taken the job).
    const lines: string[] = []
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)))
    try {
      await jobBatchRunner(
        defineJob({ name: 'ops-test', payload: z.object({}), handle: async () => undefined }),
        proxied.runtime.deps,
      )([{ id: 'job-1', data: rows[0]!.data }])
    } finally {
      spy.mockRestore()
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(logged.map((line) => line.msg)).toEqual(['job started', 'job completed'])
    expect(logged.every((line) => line.requestId === requestId && line.queue === 'ops-test')).toBe(true)
  })
})
