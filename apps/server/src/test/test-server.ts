import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { inject } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { loadConfig } from '../config'
import { connect } from '../db/connection'
import { startRuntime, type Runtime } from '../bootstrap'
import { buildApp } from '../app'
import { mintToken } from './tokens'
import { freePort } from './free-port'
import { createTestDatabase } from './test-database'
import { startTracing } from '../ops/tracing/tracing'

export interface TestServer {
  baseUrl: string
  app: FastifyInstance
  runtime: Runtime
  /** Every log line the server wrote, for tests that check what is (not) logged. */
  logs: string[]
  tokenFor(email: string, overrides?: Parameters<typeof mintToken>[2]): Promise<string>
  /** fetch against the server with JSON in and out and, when given, a bearer token. */
  call(
    method: string,
    url: string,
    options?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>
  graphql(token: string, query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: any }>
  close(): Promise<void>
}

export const ADMIN_EMAIL = 'admin@missioncontrol.test'
export const OPS_EMAIL = 'ops@missioncontrol.test'
export const OUTSIDER_EMAIL = 'outsider@missioncontrol.test'

/**
 * A real server on a loopback port against the run's database, as a browser or curl would see it.
 * `ownDatabase`: a fresh seeded database of its own instead, for a test that compares whole tables
 * before and after (other test files write to the shared one at the same time).
 */
export async function startTestServer(options: { env?: Record<string, string>; runJobs?: boolean; ownDatabase?: boolean } = {}): Promise<TestServer> {
  const own = options.ownDatabase ? await createTestDatabase() : undefined
  const url = own?.url ?? inject('databaseUrl')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-files-'))
  const port = await freePort()
  const config = loadConfig({
    ...process.env,
    ...options.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  })
  // Tracing (OTEL_* in env) starts before the pool is made, as in main.ts; runtime.stop() ends it.
  await startTracing(config)
  const handle = connect(url, (own?.kind ?? inject('databaseKind')) === 'pglite')
  const runtime = await startRuntime(config, { handle, runJobs: options.runJobs ?? true })
  const logs: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk))
      done()
    },
  })
  const app = await buildApp(runtime.deps, { logger: { level: 'info', stream } })
  await app.listen({ port, host: '127.0.0.1' })
  const baseUrl = config.publicUrl
  // Tokens must name the issuer this server checks: its own /oidc under publicUrl.
  const issuer = `${config.publicUrl}/oidc`

  const call: TestServer['call'] = async (method, target, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body: string | undefined = options.rawBody
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    const response = await fetch(`${baseUrl}${target}`, { method, headers, body })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body: parsed, headers: response.headers }
  }

  return {
    baseUrl,
    app,
    runtime,
    logs,
    tokenFor: (email, overrides) => mintToken(runtime.deps.pool, { issuer, audience: config.oidc.audience }, { email, ...overrides }),
    call,
    graphql: async (token, query, variables) => {
      const result = await call('POST', '/api/graphql', { token, body: { query, variables } })
      return { status: result.status, body: result.body }
    },
    async close() {
      await app.close()
      await runtime.stop()
      await handle.close()
      await own?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
