import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { freePort } from './test/free-port'
import { createEmptyPostgresDatabase } from './test/test-database'

const MAIN = path.join(import.meta.dirname, 'main.ts')
const children: ChildProcess[] = []
const dirs: string[] = []

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await new Promise((resolve) => setTimeout(resolve, 500))
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

function startMain(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, SEED_ON_START: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('the start command', () => {
  it('brings the server up on the configured database and serves the console config', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-main-'))
    dirs.push(dataDir)
    // A port the OS has just handed out, not a random one: CI once drew a port already in use.
    const port = await freePort()
    // Production mode, so the real runtime's GraphQL (not the test runner's) is checked too.
    const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production' }
    if (inject('databaseKind') === 'postgres') env.DATABASE_URL = (await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!, 'mc_main')).url
    const server = startMain(env)
    await waitFor(() => server.output().includes('Mission Control is running at') || server.child.exitCode !== null, 90_000)
    expect(server.output()).toContain(`http://localhost:${port}`)
    expect(server.output()).toContain(inject('databaseKind') === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite')
    expect(server.output()).toContain('admin@missioncontrol.test / admin')
    const health = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(health.status).toBe(200)
    const config = (await (await fetch(`http://127.0.0.1:${port}/app-config.json`)).json()) as { issuer: string }
    expect(config.issuer).toBe(`http://localhost:${port}/oidc`)
    // Anonymous first (401), then the production-only refusal of introspection needs a token,
    // which this process cannot mint; the refusal itself is covered in input-hardening.int.test.ts.
    const anonymous = await fetch(`http://127.0.0.1:${port}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
    })
    expect(anonymous.status).toBe(401)

    if (inject('databaseKind') === 'pglite') {
      // A second server on the same embedded database folder must refuse at once, not diverge.
      const second = startMain({ DATA_DIR: dataDir, PORT: String(await freePort()) })
      const code = await Promise.race([second.exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 20_000))])
      expect(code).not.toBe('hung')
      expect(code).not.toBe(0)
      expect(second.output()).toMatch(/already open in process \d+/)
    }

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 150_000)
})
