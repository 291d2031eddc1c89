import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, OPS_EMAIL, OUTSIDER_EMAIL, startTestServer, type TestServer } from '../test/test-server'
import { tokenHash } from './staff-directory'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

describe('bearer token checks', () => {
  it('accepts a valid staff token', async () => {
    const response = await server.call('GET', '/api/me', { token: await server.tokenFor(OPS_EMAIL) })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ email: OPS_EMAIL, isAdmin: false })
  })

  it.each([
    ['a forged signature', { forged: true }],
    ['a wrong audience', { audience: 'someone-else' }],
    ['a wrong issuer', { issuer: 'https://evil.example.com' }],
    ['an expired token', { expiresInSeconds: -120 }],
    ['a token without an expiry', { withoutExpiry: true }],
    ['a token issued longer ago than the maximum token age', { issuedSecondsAgo: 25 * 3600, expiresInSeconds: 3600 }],
  ])('answers 401 for %s', async (_label, overrides) => {
    const token = await server.tokenFor(OPS_EMAIL, overrides)
    const rest = await server.call('GET', '/api/me', { token })
    expect(rest.status).toBe(401)
    const graphql = await server.graphql(token, '{ health }')
    expect(graphql.status).toBe(401)
  })

  it('answers 401 for a token signed with no algorithm', async () => {
    const [, payload] = (await server.tokenFor(OPS_EMAIL)).split('.')
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`
    expect((await server.call('GET', '/api/me', { token: unsigned })).status).toBe(401)
  })

  it('answers 403 for a valid token of someone who is not an employee', async () => {
    const response = await server.call('GET', '/api/me', { token: await server.tokenFor('stranger@example.com') })
    expect(response.status).toBe(403)
  })

  it('answers 403 for an employee without the Mission Control application', async () => {
    const response = await server.call('GET', '/api/me', { token: await server.tokenFor(OUTSIDER_EMAIL) })
    expect(response.status).toBe(403)
  })

  it('answers 403 on /api/admin for a non-admin employee, and lets an admin through', async () => {
    const ops = await server.call('GET', '/api/admin/employees', { token: await server.tokenFor(OPS_EMAIL) })
    expect(ops.status).toBe(403)
    const admin = await server.call('GET', '/api/admin/employees', { token: await server.tokenFor(ADMIN_EMAIL) })
    expect(admin.status).not.toBe(403)
    expect(admin.status).not.toBe(401)
  })

  it('lets someone without console access log out', async () => {
    const token = await server.tokenFor(OUTSIDER_EMAIL)
    expect((await server.call('GET', '/api/me', { token })).status).toBe(403)
    expect((await server.call('DELETE', '/api/logout', { token })).status).toBe(204)
    expect((await server.call('GET', '/api/me', { token })).status).toBe(401)
  })

  it('refuses a token after logout', async () => {
    const token = await server.tokenFor(OPS_EMAIL)
    expect((await server.call('GET', '/api/me', { token })).status).toBe(200)
    expect((await server.call('DELETE', '/api/logout', { token })).status).toBe(204)
    expect((await server.call('GET', '/api/me', { token })).status).toBe(401)
    expect((await server.graphql(token, '{ health }')).status).toBe(401)
  })
})

describe('the staff lookup cache', () => {
  const TTL_MS = 1500
  let cached: TestServer
  beforeAll(async () => {
    cached = await startTestServer({ env: { STAFF_CACHE_TTL_MS: String(TTL_MS) } })
  })
  afterAll(async () => cached?.close())

  /** Polls /api/me until it answers `status`; the milliseconds that took. */
  async function msUntil(token: string, status: number): Promise<number> {
    const started = Date.now()
    while ((await cached.call('GET', '/api/me', { token })).status !== status) {
      if (Date.now() - started > 10 * TTL_MS) throw new Error(`still not ${status} after ${Date.now() - started} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return Date.now() - started
  }

  it('refuses a token revoked by another process (straight in the database) within the TTL', async () => {
    const token = await cached.tokenFor(OPS_EMAIL)
    expect((await cached.call('GET', '/api/me', { token })).status).toBe(200)
    // What another API process's logout writes; this process learns it only from the database.
    await cached.runtime.deps.pool.query(`insert into revoked_tokens (token_hash, expires_at) values ($1, now() + interval '1 hour')`, [tokenHash(token)])
    expect(await msUntil(token, 401)).toBeLessThanOrEqual(TTL_MS + 500)
  })

  it('refuses an employee deactivated in the database within the TTL, and a logout here at once', async () => {
    const pool = cached.runtime.deps.pool
    const email = `cache-${Date.now()}@missioncontrol.test`
    const { rows } = await pool.query(`insert into employees (identity, first_name, last_name) values ($1, 'Cache', 'Test') returning id`, [
      `EC${Date.now().toString(36).toUpperCase()}`.slice(0, 12).padEnd(12, '0'),
    ])
    await pool.query(`insert into employee_credentials (employee_id, email, is_primary) values ($1, $2, true)`, [rows[0].id, email])
    await pool.query(`insert into employee_applications (employee_id, application_id) select $1, id from applications where name = 'Mission Control'`, [
      rows[0].id,
    ])
    const token = await cached.tokenFor(email)
    expect((await cached.call('GET', '/api/me', { token })).status).toBe(200)
    await pool.query(`update employees set is_active = false where id = $1`, [rows[0].id])
    expect(await msUntil(token, 403)).toBeLessThanOrEqual(TTL_MS + 500)

    const ops = await cached.tokenFor(OPS_EMAIL)
    expect((await cached.call('GET', '/api/me', { token: ops })).status).toBe(200)
    expect((await cached.call('DELETE', '/api/logout', { token: ops })).status).toBe(204)
    expect((await cached.call('GET', '/api/me', { token: ops })).status).toBe(401)
  })
})
