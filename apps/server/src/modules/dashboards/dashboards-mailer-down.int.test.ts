import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { missionMessages } from '@mc/domain'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { freePort } from '../../test/free-port'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let token: string

beforeAll(async () => {
  // SMTP by configuration, at a loopback port where nothing listens: every message fails.
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } })
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

describe('Email Users when the mail server is down', () => {
  it("answers 502 with the spec's failure text and the mailer's reason, for the console's toast", async () => {
    const { northwind } = DEMO_IDENTITIES.customers
    const [dashboard] = (await server.call('GET', `/api/customers/${northwind}/sisense_dashboards`, { token })).body.sisense_dashboards
    const response = await server.call('POST', `/api/customers/${northwind}/email_dashboard`, { token, body: { dashboard_id: dashboard.id } })
    expect(response.status).toBe(502)
    expect(response.body.message.startsWith(`${missionMessages.emailUsersFailed(dashboard.user_count)}: 0 sent`)).toBe(true)
  })
})
