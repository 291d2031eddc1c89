import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { uniqueText, validCampaign, validCustomer } from '../customers/customers-test-data'
import { freePort } from '../../test/free-port'

/**
 * Acceptance 4: creating a customer or a campaign is one transaction. A trigger makes the
 * second statement of that transaction (the audit row) fail, or stall so the server can be
 * killed mid-request; either way no customer or campaign row may remain.
 */
let server: TestServer
let token: string
let customerIdentity: string

const TRIGGER_SQL = `
  create or replace function test_audit_trap() returns trigger language plpgsql as $$
  begin
    if new.after->>'name' like 'FAILTX-%' then raise exception 'test trap: audit insert fails'; end if;
    if new.after->>'name' like 'SLOWTX-%' then perform pg_sleep(4); end if;
    return new;
  end $$;
  drop trigger if exists test_audit_trap on audit_log;
  create trigger test_audit_trap before insert on audit_log for each row execute function test_audit_trap();`

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
  customerIdentity = (await server.call('POST', '/api/customers', { token, body: { customer: validCustomer() } })).body.customer.identity
  await server.runtime.deps.pool.query(TRIGGER_SQL)
})
afterAll(async () => {
  await server?.runtime.deps.pool.query(`drop trigger if exists test_audit_trap on audit_log; drop function if exists test_audit_trap();`)
  await server?.close()
})

const countByName = async (table: 'customers' | 'campaigns', name: string) =>
  Number((await server.runtime.deps.pool.query(`select count(*) as n from ${table} where name = $1`, [name])).rows[0].n)

describe('a failure after the first insert leaves nothing behind', () => {
  it('customer: the insert is rolled back when the audit insert fails', async () => {
    const name = uniqueText(30, 'FAILTX-')
    const response = await server.call('POST', '/api/customers', { token, body: { customer: validCustomer({ name }) } })
    expect(response.status).toBe(500)
    expect(response.body.message).toBe('Internal Server Error')
    expect(await countByName('customers', name)).toBe(0)
  })

  it('campaign: the insert is rolled back when the audit insert fails', async () => {
    const name = uniqueText(30, 'FAILTX-')
    const response = await server.call('POST', `/api/customers/${customerIdentity}/campaigns`, { token, body: { campaign: validCampaign({ name }) } })
    expect(response.status).toBe(500)
    expect(await countByName('campaigns', name)).toBe(0)
  })

  it('the same requests without the trap succeed (the trap is what failed them)', async () => {
    const name = uniqueText(30, 'OKTX-')
    expect((await server.call('POST', '/api/customers', { token, body: { customer: validCustomer({ name }) } })).status).toBe(201)
    expect(await countByName('customers', name)).toBe(1)
  })
})

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('server did not start in time')
}

/**
 * Starts a real server process on the run's database, sends one create whose audit insert
 * sleeps in the trap, SIGKILLs the process while the transaction is open, and answers what the
 * client saw.
 */
async function killDuringCreate(url: (identity: string) => string, body: unknown): Promise<unknown> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-kill-'))
  const repoRoot = path.resolve(import.meta.dirname, '../../../../..')
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: inject('databaseUrl'),
      SEED_ON_START: 'false',
      RUN_JOBS_IN_PROCESS: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)))
  try {
    await waitForHealth(baseUrl, child, 90_000).catch((error) => {
      throw new Error(`${(error as Error).message}\n${stderr.slice(-2000)}`)
    })
    const killToken = await server.tokenFor(OPS_EMAIL, { issuer: `${baseUrl}/oidc` })
    const request = fetch(`${baseUrl}${url(customerIdentity)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${killToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then((response) => response.status)
      .catch(() => 'connection lost')
    // By now the first insert is done and the audit insert sleeps in the trigger.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    process.kill(-child.pid!, 'SIGKILL')
    const outcome = await request
    // The database notices the dropped connection and rolls the open transaction back.
    await new Promise((resolve) => setTimeout(resolve, 4000))
    return outcome
  } finally {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

// Sequences do not roll back: a moved id sequence proves the first insert ran before the kill.
const lastId = async (table: 'customers' | 'campaigns') =>
  Number((await server.runtime.deps.pool.query(`select last_value from ${table}_id_seq`)).rows[0].last_value)

describe('killing the API process mid-request', () => {
  it('SIGKILL during a customer create leaves no customer', { timeout: 150_000 }, async () => {
    const name = uniqueText(30, 'SLOWTX-')
    const before = await lastId('customers')
    expect(await killDuringCreate(() => '/api/customers', { customer: validCustomer({ name }) })).toBe('connection lost')
    expect(await lastId('customers')).toBeGreaterThan(before)
    expect(await countByName('customers', name)).toBe(0)
  })

  it('SIGKILL during a campaign create leaves no campaign', { timeout: 150_000 }, async () => {
    const name = uniqueText(30, 'SLOWTX-')
    const before = await lastId('campaigns')
    expect(await killDuringCreate((identity) => `/api/customers/${identity}/campaigns`, { campaign: validCampaign({ name }) })).toBe('connection lost')
    expect(await lastId('campaigns')).toBeGreaterThan(before)
    expect(await countByName('campaigns', name)).toBe(0)
  })
})
