import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { loadConfig } from '../../config'
import { connect } from '../../db/connection'
import { hashPassword } from '../../db/seed/passwords'
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts'
import { freePort } from '../../test/free-port'
import { ALLOW_DEMO_ACCOUNTS_SETTING, refuseDemoAccountsInProduction } from './demo-accounts-guard'

const MAIN = path.resolve(import.meta.dirname, '../../main.ts')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-demo-guard-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** The real start command (src/main.ts) on the run's database, where the seed made the demo accounts. */
async function startMain(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: inject('databaseUrl'),
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      RUN_JOBS_IN_PROCESS: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const running = async (timeoutMs: number): Promise<boolean> => {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline && child.exitCode === null) {
      if (output.includes('Mission Control is running at')) return true
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return false
  }
  return { child, port, exited, running, output: () => output }
}

describe('production start with the demo accounts', () => {
  it(`is refused, naming ${ALLOW_DEMO_ACCOUNTS_SETTING}`, async () => {
    const server = await startMain({ NODE_ENV: 'production' })
    const code = await Promise.race([server.exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 60_000))])
    if (code === 'hung') server.child.kill('SIGKILL')
    expect(code).toBe(1)
    expect(server.output()).toContain('Mission Control could not start')
    expect(server.output()).toContain(ALLOW_DEMO_ACCOUNTS_SETTING)
    expect(server.output()).toContain('admin@missioncontrol.test')
    expect(server.output()).not.toContain('Mission Control is running at')
  }, 90_000)

  it(`goes ahead with ${ALLOW_DEMO_ACCOUNTS_SETTING}`, async () => {
    const server = await startMain({ NODE_ENV: 'production', ALLOW_DEMO_ACCOUNTS: '1' })
    try {
      expect(await server.running(60_000)).toBe(true)
      expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 90_000)
})

describe('which demo accounts refuse a production start', () => {
  const production = loadConfig({ NODE_ENV: 'production' })
  const handle = connect(inject('databaseUrl'), inject('databaseKind') === 'pglite', 1)
  afterAll(() => handle.close())

  /** Runs the check against the demo accounts changed by `change`, in a transaction rolled back after. */
  async function checkWith(change: string, params: unknown[] = [], config = production): Promise<string | undefined> {
    const client = await handle.pool.connect()
    try {
      await client.query('begin')
      await client.query(change, params)
      return await refuseDemoAccountsInProduction(config, client).then(
        () => undefined,
        (error: Error) => error.message,
      )
    } finally {
      await client.query('rollback')
      client.release()
    }
  }
  const demoEmails = DEMO_ACCOUNTS.map((account) => account.email)

  it('lets production start once every demo account is inactive with a new password', async () => {
    const newHash = await hashPassword('a-password-nobody-published')
    expect(
      await checkWith(`update staff_accounts set is_active = false, password_hash = $2 where email = any($1::text[])`, [demoEmails, newHash]),
    ).toBeUndefined()
  })

  it('refuses an inactive demo account that keeps its published password, and an active one with a new password', async () => {
    const newHash = await hashPassword('a-password-nobody-published')
    const inactiveOnly = await checkWith(`update staff_accounts set is_active = false where email = any($1::text[])`, [demoEmails])
    expect(inactiveOnly).toContain(ALLOW_DEMO_ACCOUNTS_SETTING)
    const activeOps = await checkWith(
      `update staff_accounts set is_active = (email = 'ops@missioncontrol.test'), password_hash = $2 where email = any($1::text[])`,
      [demoEmails, newHash],
    )
    expect(activeOps).toMatch(/accounts ops@missioncontrol\.test are active/)
  })

  it('checks nothing outside production or with an external issuer', async () => {
    const pool = handle.pool
    await expect(refuseDemoAccountsInProduction(loadConfig({ NODE_ENV: 'development' }), pool)).resolves.toBeUndefined()
    await expect(refuseDemoAccountsInProduction(loadConfig({ NODE_ENV: 'production', OIDC_ISSUER: 'https://id.example.com' }), pool)).resolves.toBeUndefined()
    await expect(refuseDemoAccountsInProduction(production, pool)).rejects.toThrow(ALLOW_DEMO_ACCOUNTS_SETTING)
  })
})
