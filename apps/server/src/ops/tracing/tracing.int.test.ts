import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createFixture, uploadRow, waitProcessed } from '../../modules/store-lists/test/store-list-fixtures'
import { jobDefinitions } from '../../jobs/registry'
import { activeTracing, flushTracing, stopTracing, tracingSdkLoaded } from './tracing'
import { startOtlpCollector, traceTree, type CollectedSpan, type OtlpCollector } from './otlp-collector.test-helper'

const SPAN_KIND = { server: 2, client: 3, consumer: 5 } as const
const STORE_LIST_JOB_SPAN = 'process store-list.process'
/** The console's own store-list document, sent whole with the operation's name, as its upload page sends it. */
const CONSOLE_DOCUMENT = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../web/src/features/store-lists/api/store-lists.graphql'), 'utf8')

/** Uploads a small store list as the console does (its CreateMissionDeployTemplate mutation) and waits until it is PROCESSED. */
async function uploadStoreList(server: TestServer, token: string, name: string) {
  const fixture = await createFixture(server.runtime.deps.pool)
  const rows = [
    uploadRow(fixture, 3, { storeNumber: '0001', streetAddress: '100 Congress Avenue' }),
    uploadRow(fixture, 4, { streetAddress: '4 Traced Way' }),
    uploadRow(fixture, 5, { postalCode: '00000', city: 'No Such Town' }),
  ]
  const created = await server.call('POST', '/api/graphql', {
    token,
    body: {
      query: CONSOLE_DOCUMENT,
      operationName: 'CreateMissionDeployTemplate',
      variables: { input: { name, campaignIdentity: fixture.campaignIdentity, rows } },
    },
  })
  expect(created.status).toBe(200)
  const identity = created.body.data.createMissionDeployTemplate.identity as string
  // The first list a process handles also loads the offline gazetteer: on a busy machine that took most of a minute.
  await waitProcessed(server, token, identity, 150_000)
  return { fixture, identity, requestId: created.headers.get('x-request-id')! }
}

/** Jobs sent for the list, as pg-boss keeps them. */
async function jobData(server: TestServer, identity: string) {
  const { rows } = await server.runtime.deps.pool.query<{ data: Record<string, unknown> }>(
    `select j.data from pgboss.job j join mission_deploy_templates t on t.id = (j.data->>'templateId')::bigint where j.name = 'store-list.process' and t.identity = $1`,
    [identity],
  )
  return rows.map((row) => row.data)
}

async function eventually<T>(find: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const found = await find()
    if (found !== undefined) return found
    if (Date.now() - started > timeoutMs) throw new Error(`Not seen in ${timeoutMs} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('tracing off (the default)', () => {
  it('loads no OpenTelemetry SDK, makes no span and adds no trace context to jobs', async () => {
    const collector = await startOtlpCollector()
    // Blank, so a developer's own OTEL_* settings cannot turn it on here.
    const server = await startTestServer({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' } })
    try {
      const { identity, requestId } = await uploadStoreList(server, await server.tokenFor(ADMIN_EMAIL), 'untraced.xlsx')
      expect(server.runtime.deps.config.tracing).toBeUndefined()
      expect(activeTracing()).toBeUndefined()
      expect(tracingSdkLoaded()).toBe(false)
      // The pool makes plain node-postgres clients.
      expect((server.runtime.deps.pool as unknown as { Client: unknown }).Client).toBe(pg.Client)
      const jobs = await jobData(server, identity)
      expect(jobs.length).toBeGreaterThan(0)
      expect(jobs.every((data) => data.requestId === requestId && !('traceparent' in data))).toBe(true)
      expect(collector.spans).toEqual([])
    } finally {
      await server.close()
      await collector.close()
    }
  }, 180_000)

  it('reaches the SDK only through the lazy import in tracing.ts', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !/\.test(-helper)?\.ts$/.test(file))
    const sdkImporters = files.filter((file) => /from '@opentelemetry\/|import\('@opentelemetry\//.test(fs.readFileSync(path.join(root, file), 'utf8')))
    const staticImportersOfSdkFiles = files.filter((file) => /from '\.[./\w-]*\/otel-[\w-]+'/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    expect(sdkImporters.length).toBeGreaterThan(0)
    expect(sdkImporters.filter((file) => !/^ops[/\\]tracing[/\\]otel-[\w-]+\.ts$/.test(file))).toEqual([])
    expect(staticImportersOfSdkFiles.filter((file) => !/^ops[/\\]tracing[/\\]otel-[\w-]+\.ts$/.test(file))).toEqual([])
    expect(fs.readFileSync(path.join(root, 'ops/tracing/tracing.ts'), 'utf8')).toContain(`import('./otel-tracing')`)
  })

  it('leaves every job payload as its schema takes it: a traceparent is dropped, never refused', () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'
    const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) => (result.success ? [] : result.error!.issues)
    for (const job of jobDefinitions) {
      expect(issuesOf(job.payload.safeParse({ traceparent, requestId: 'r-1' })), job.name).toEqual(issuesOf(job.payload.safeParse({})))
    }
  })
})

describe('tracing on (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT set)', () => {
  let collector: OtlpCollector
  let server: TestServer

  beforeAll(async () => {
    collector = await startOtlpCollector()
    server = await startTestServer({ env: { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: collector.url, OTEL_SERVICE_NAME: 'mission-control-test' } })
  })
  afterAll(async () => {
    await server?.close()
    // runtime.stop() ends tracing; this is for a start that failed half-way.
    await stopTracing()
    await collector?.close()
  })

  it('follows a store-list upload from its mutation through its processing job in one trace, and prints it', async () => {
    const token = await server.tokenFor(ADMIN_EMAIL)
    const { fixture, identity, requestId } = await uploadStoreList(server, token, 'traced.xlsx')
    const spansOf = (traceId: string) => collector.spans.filter((span) => span.traceId === traceId)

    const request = await eventually(async () => {
      await flushTracing()
      return collector.spans.find((span) => span.kind === SPAN_KIND.server && span.attributes['mc.request_id'] === requestId)
    }, 'the upload request span')
    // The job's span ends after its last statement, a moment after the list reads PROCESSED.
    const jobSpans = await eventually(async () => {
      await flushTracing()
      const found = spansOf(request.traceId).filter((span) => span.name === STORE_LIST_JOB_SPAN)
      return found.length === (await jobData(server, identity)).length ? found : undefined
    }, 'the store-list job spans in the request trace')

    const spans = spansOf(request.traceId)
    const byId = new Map(spans.map((span) => [span.spanId, span]))
    const isUnder = (span: CollectedSpan, ancestor: CollectedSpan) => {
      for (let at = byId.get(span.parentSpanId ?? ''); at; at = byId.get(at.parentSpanId ?? '')) if (at.spanId === ancestor.spanId) return true
      return false
    }
    const childrenOf = (parent: CollectedSpan) => spans.filter((span) => span.parentSpanId === parent.spanId)

    expect(request).toMatchObject({
      name: 'POST /api/graphql',
      serviceName: 'mission-control-test',
      attributes: { 'http.request.method': 'POST', 'http.route': '/api/graphql', 'http.response.status_code': 200 },
    })
    expect(request.parentSpanId).toBeUndefined()
    const operation = childrenOf(request).find((span) => span.name === 'mutation CreateMissionDeployTemplate')!
    expect(operation).toBeDefined()
    const resolver = childrenOf(operation).find((span) => span.name === 'Mutation.createMissionDeployTemplate')!
    expect(resolver).toBeDefined()
    // The resolver's own statements (the job, started later from its traceparent, is under it too).
    const requestSql = spans.filter((span) => span.kind === SPAN_KIND.client && isUnder(span, resolver) && !jobSpans.some((job) => isUnder(span, job)))
    expect(requestSql.map((span) => span.name)).toEqual(expect.arrayContaining(['INSERT mission_deploy_templates', 'INSERT mission_deploy_template_rows']))
    expect(requestSql.every((span) => span.attributes['db.system.name'] === 'postgresql' && typeof span.attributes['db.query.text'] === 'string')).toBe(true)

    for (const job of jobSpans) {
      expect(job.kind).toBe(SPAN_KIND.consumer)
      expect(isUnder(job, resolver)).toBe(true)
      expect(job.links).toEqual([{ traceId: request.traceId, spanId: job.parentSpanId }])
      expect(job.attributes).toMatchObject({ 'messaging.destination.name': 'store-list.process', 'messaging.system': 'pg-boss' })
    }
    const jobSql = spans.filter((span) => span.kind === SPAN_KIND.client && jobSpans.some((job) => isUnder(span, job)))
    expect(jobSql.some((span) => span.attributes['db.collection.name'] === 'mission_deploy_template_rows')).toBe(true)

    console.log(`Trace ${request.traceId} (request ${requestId}), ${spans.length} spans:\n${traceTree(collector.spans, request.traceId)}`)

    // Nothing secret or typed by the user in any span: the token, cookies, the rows' values.
    const everything = JSON.stringify(collector.spans, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))
    for (const secret of [token, 'Bearer', 'authorization', 'cookie', fixture.organizationName, 'Traced Way', 'traced.xlsx', 'No Such Town']) {
      expect(everything.toLowerCase()).not.toContain(secret.toLowerCase())
    }
    expect(collector.refused).toEqual([])
  }, 180_000)

  it("ends the live stream's request span once the stream is open, with the spans of its opening under it", async () => {
    const token = await server.tokenFor(ADMIN_EMAIL)
    const stream = new AbortController()
    const response = await fetch(`${server.baseUrl}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: stream.signal })
    const requestId = response.headers.get('x-request-id')!
    try {
      const reader = response.body!.getReader()
      let text = ''
      while (!text.includes('event: ready')) text += new TextDecoder().decode((await reader.read()).value)
      // Exported while the stream is still open: the span did not wait for the stream's end.
      const span = await eventually(async () => {
        await flushTracing()
        return collector.spans.find((each) => each.kind === SPAN_KIND.server && each.attributes['mc.request_id'] === requestId)
      }, 'the stream request span')
      expect(span).toMatchObject({ name: 'GET /api/events', attributes: { 'http.response.status_code': 200, 'mc.stream': 'open' } })
      // The replay read before `ready` is in its trace.
      expect(collector.spans.some((each) => each.traceId === span.traceId && each.kind === SPAN_KIND.client)).toBe(true)
    } finally {
      stream.abort()
    }
  })
})
