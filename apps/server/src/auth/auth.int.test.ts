import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, OPS_EMAIL, OUTSIDER_EMAIL, startTestServer, type TestServer } from '../test/test-server'

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
