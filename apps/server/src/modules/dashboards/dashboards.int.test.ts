import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { NO_LINKED_USERS } from './dashboards.service'

let server: TestServer
let token: string
const { northwind, noDashboards } = DEMO_IDENTITIES.customers

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

const outbox = () => path.join(server.runtime.deps.config.dataDir, 'outbox')
const outboxMessages = () =>
  fs.existsSync(outbox()) ? fs.readdirSync(outbox()).map((file) => JSON.parse(fs.readFileSync(path.join(outbox(), file), 'utf8'))) : []

describe('customer dashboards', () => {
  it('lists the dashboards linked to the seeded customer’s analytics users, with how many users each', async () => {
    const response = await server.call('GET', `/api/customers/${northwind}/sisense_dashboards`, { token })
    expect(response.status).toBe(200)
    expect(response.body.sisense_dashboards.length).toBeGreaterThan(0)
    for (const dashboard of response.body.sisense_dashboards) expect(dashboard.user_count).toBeGreaterThan(0)
  })

  it('lists none for a customer without analytics users', async () => {
    const response = await server.call('GET', `/api/customers/${noDashboards}/sisense_dashboards`, { token })
    expect(response.body).toEqual({ sisense_dashboards: [] })
  })
})

describe('Email Users', () => {
  it('writes one outbox message per linked user and answers with that count', async () => {
    const [dashboard] = (await server.call('GET', `/api/customers/${northwind}/sisense_dashboards`, { token })).body.sisense_dashboards
    const before = outboxMessages().length
    const response = await server.call('POST', `/api/customers/${northwind}/email_dashboard`, { token, body: { dashboard_id: dashboard.id } })
    expect(response.status).toBe(200)
    expect(response.body.emailed).toBe(dashboard.user_count)
    const messages = outboxMessages().slice(before)
    expect(messages).toHaveLength(dashboard.user_count)
    expect(messages.map((m) => m.to).sort()).toEqual([...response.body.recipients].sort())
    for (const message of messages) expect(message.subject).toContain(dashboard.name)
  })

  it('refuses a dashboard no user of the customer is linked to, and a missing dashboard id, with 400', async () => {
    const unlinked = await server.call('POST', `/api/customers/${noDashboards}/email_dashboard`, { token, body: { dashboard_id: 1 } })
    expect(unlinked.status).toBe(400)
    expect(unlinked.body.fields.dashboard_id).toEqual([NO_LINKED_USERS])
    const missing = await server.call('POST', `/api/customers/${northwind}/email_dashboard`, { token, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toHaveProperty('dashboard_id')
    expect((await server.call('POST', '/api/customers/ZZZZZZZZZZZZ/email_dashboard', { token, body: { dashboard_id: 1 } })).status).toBe(404)
  })
})
