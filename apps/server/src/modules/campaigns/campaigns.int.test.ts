import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { uniqueText, validCampaign, validCustomer } from '../customers/customers-test-data'

let server: TestServer
let token: string
let customerIdentity: string

const DETAILS = `query GetCampaignDetails($identity: String!) {
  campaign(identity: $identity) {
    identity name goal startDate endDate legacyId totalPins selfFunded finished activeMissions
    customer { identity name }
    missions { identity name state displayState endDate closesAt capPeriodType hasCapPeriods currentCapPeriodEnd capPeriods { name startDate endDate } pinCount }
    missionDeployTemplates(limit: 10) { identity name status createdAt rowSummary { total unprocessed pinAddedToMission error } }
  }
}`

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
  customerIdentity = (await server.call('POST', '/api/customers', { token, body: { customer: validCustomer() } })).body.customer.identity
})
afterAll(async () => server?.close())

describe('campaigns REST', () => {
  it('creates a campaign for a customer, lists it with its active mission count and reads it back', async () => {
    const name = uniqueText(24, 'Spring')
    const created = await server.call('POST', `/api/customers/${customerIdentity}/campaigns`, {
      token,
      body: { campaign: validCampaign({ name, self_funded: true }) },
    })
    expect(created.status).toBe(201)
    const identity = created.body.campaign.identity
    expect(created.body.campaign).toMatchObject({ name, self_funded: true, customer: { identity: customerIdentity } })
    expect(created.body.campaign.legacy_id).toBeGreaterThan(0)

    const list = await server.call('GET', `/api/customers/${customerIdentity}/campaigns`, { token })
    expect(list.body.campaigns.find((c: any) => c.identity === identity)).toMatchObject({ name, active_missions: 0 })

    const read = await server.call('GET', `/api/campaigns/${identity}`, { token })
    expect(read.body.campaign).toMatchObject({ identity, name, start_date: '2026-01-01', end_date: '2026-12-31' })
  })

  it('marks a campaign whose end date has passed as finished', async () => {
    const created = await server.call('POST', `/api/customers/${customerIdentity}/campaigns`, {
      token,
      body: { campaign: validCampaign({ start_date: '2020-01-01', end_date: '2020-02-01' }) },
    })
    expect(created.body.campaign.finished).toBe(true)
  })

  it('updates a campaign and refuses an unknown customer or campaign', async () => {
    const identity = (await server.call('POST', `/api/customers/${customerIdentity}/campaigns`, { token, body: { campaign: validCampaign() } })).body.campaign
      .identity
    const updated = await server.call('PATCH', `/api/campaigns/${identity}`, {
      token,
      body: { campaign: validCampaign({ name: 'Renamed', description: 'A new goal' }) },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.campaign).toMatchObject({ name: 'Renamed', description: 'A new goal' })
    const moved = await server.call('PATCH', `/api/campaigns/${identity}`, { token, body: { campaign: validCampaign({ customer: 'ZZZZZZZZZZZZ' }) } })
    expect(moved.status).toBe(400)
    expect(moved.body.fields).toHaveProperty('customer')
    expect((await server.call('PATCH', '/api/campaigns/ZZZZZZZZZZZZ', { token, body: { campaign: validCampaign() } })).status).toBe(404)
    expect((await server.call('POST', '/api/customers/ZZZZZZZZZZZZ/campaigns', { token, body: { campaign: validCampaign() } })).status).toBe(404)
  })
})

describe('GetCampaignDetails', () => {
  it('reads a seeded campaign with its customer, missions and newest store lists', async () => {
    const response = await server.graphql(token, DETAILS, { identity: DEMO_IDENTITIES.campaigns.everyday })
    expect(response.status).toBe(200)
    const campaign = response.body.data.campaign
    expect(campaign.customer.name).toMatch(/\w/)
    expect(campaign.missions.length).toBeGreaterThan(0)
    expect(campaign.totalPins).toBe(campaign.missions.reduce((sum: number, m: any) => sum + m.pinCount, 0))
    expect(campaign.missionDeployTemplates.length).toBeLessThanOrEqual(10)
    const created = [...campaign.missionDeployTemplates].map((t: any) => t.createdAt)
    expect(created).toEqual([...created].sort().reverse())
    const custom = campaign.missions.find((m: any) => m.identity === DEMO_IDENTITIES.missions.customNoPeriods)
    if (custom) expect(custom).toMatchObject({ capPeriodType: 'CUSTOM', hasCapPeriods: false })
  })

  it('answers a 404 error for an unknown campaign', async () => {
    const response = await server.graphql(token, DETAILS, { identity: 'ZZZZZZZZZZZZ' })
    expect(response.status).toBe(404)
    expect(response.body.data?.campaign ?? null).toBeNull()
  })
})
