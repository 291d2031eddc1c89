import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { duplicateMessages } from '@mc/domain'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { uniqueText, validCampaign, validCustomer } from '../customers/customers-test-data'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

const query = (params: Record<string, string>) => new URLSearchParams(params).toString()
const createCustomer = (overrides: Record<string, unknown> = {}) =>
  server.call('POST', '/api/customers', { token, body: { customer: validCustomer(overrides) } })
const customersNamed = async (name: string) =>
  ((await server.call('GET', '/api/customers', { token })).body.customers as { name: string }[]).filter((customer) => customer.name === name)

describe('duplicate customers', () => {
  it('the form hears of a same-named customer (a warning) and of one with the same Salesforce account (a refusal)', async () => {
    const name = `Sunny Dup ${uniqueText(12)}`
    const salesforceId = uniqueText(15, '001')
    const existing = (await createCustomer({ name, salesforce_customer_id: salesforceId })).body.customer

    // Case and white space do not make another name; the 18-character id is the same account.
    const typed = `  ${name.toUpperCase().replace(/ /g, '   ')} `
    const check = await server.call('GET', `/api/duplicates/customers?${query({ name: typed, salesforce_customer_id: `${salesforceId}AAA` })}`, { token })
    expect(check.status).toBe(200)
    expect(check.body.duplicates).toEqual([
      { kind: 'customer', identity: existing.identity, name, matchedOn: 'name', refused: false },
      { kind: 'customer', identity: existing.identity, name, matchedOn: 'salesforce_customer_id', refused: true },
    ])
    // The customer being edited does not collide with itself.
    const own = await server.call('GET', `/api/duplicates/customers?${query({ name, salesforce_customer_id: salesforceId, except: existing.identity })}`, {
      token,
    })
    expect(own.body.duplicates).toEqual([])
    // Another id, another name: nothing.
    const other = await server.call('GET', `/api/duplicates/customers?${query({ name: uniqueText(20), salesforce_customer_id: uniqueText(15, '001') })}`, {
      token,
    })
    expect(other.body.duplicates).toEqual([])
  })

  it('saves a second customer of the same name (the form warned), refuses a second customer of one Salesforce account with a field message', async () => {
    const name = `Sunny Dup ${uniqueText(12)}`
    const salesforceId = uniqueText(15, '001')
    const first = await createCustomer({ name, salesforce_customer_id: salesforceId })
    expect(first.status).toBe(201)

    expect((await createCustomer({ name: name.toLowerCase() })).status).toBe(201)

    const refused = await createCustomer({ name: `${name} again`, salesforce_customer_id: `${salesforceId}IAQ` })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      message: duplicateMessages.salesforceIdConflict,
      fields: { salesforce_customer_id: [duplicateMessages.salesforceIdTaken(name)] },
    })
    expect(await customersNamed(`${name} again`)).toEqual([])
  })

  it('refuses to move another customer to a taken account; a customer keeps its own', async () => {
    const salesforceId = uniqueText(15, '001')
    const owner = (await createCustomer({ salesforce_customer_id: salesforceId })).body.customer
    const other = (await createCustomer()).body.customer

    const moved = await server.call('PATCH', `/api/customers/${other.identity}`, { token, body: { customer: { salesforce_customer_id: salesforceId } } })
    expect(moved.status).toBe(409)
    expect(moved.body.fields.salesforce_customer_id).toEqual([duplicateMessages.salesforceIdTaken(owner.name)])
    expect((await server.call('GET', `/api/customers/${other.identity}`, { token })).body.customer.salesforce_customer_id).toBe(other.salesforce_customer_id)

    const kept = await server.call('PATCH', `/api/customers/${owner.identity}`, {
      token,
      body: { customer: { salesforce_customer_id: salesforceId, description: 'Still ours' } },
    })
    expect(kept.status).toBe(200)
  })

  it('two saves of one new account at once: one is created, the other refused (the advisory lock)', async () => {
    const salesforceId = uniqueText(15, '001')
    const names = [uniqueText(20, 'RaceA'), uniqueText(20, 'RaceB')]
    const results = await Promise.all(names.map((name) => createCustomer({ name, salesforce_customer_id: salesforceId })))
    expect(results.map((result) => result.status).sort()).toEqual([201, 409])
    const check = await server.call('GET', `/api/duplicates/customers?${query({ salesforce_customer_id: salesforceId })}`, { token })
    expect(check.body.duplicates).toHaveLength(1)
  })

  it('refuses a malformed check with a field message, not a 500', async () => {
    const response = await server.call('GET', `/api/duplicates/customers?${query({ except: 'nope' })}`, { token })
    expect(response.status).toBe(400)
    expect(Object.keys(response.body.fields)).toEqual(['except'])
  })
})

describe('duplicate campaigns and missions (warnings)', () => {
  it('names a same-named campaign of the same customer, not of another', async () => {
    const customer = (await createCustomer()).body.customer
    const name = uniqueText(20, 'Spring')
    const created = await server.call('POST', `/api/customers/${customer.identity}/campaigns`, { token, body: { campaign: validCampaign({ name }) } })
    expect(created.status).toBe(201)
    const campaign = created.body.campaign

    const check = await server.call('GET', `/api/duplicates/campaigns?${query({ customer: customer.identity, name: ` ${name.toUpperCase()}` })}`, { token })
    expect(check.body.duplicates).toEqual([{ kind: 'campaign', identity: campaign.identity, name, matchedOn: 'name', refused: false }])
    const itself = await server.call('GET', `/api/duplicates/campaigns?${query({ customer: customer.identity, name, except: campaign.identity })}`, { token })
    expect(itself.body.duplicates).toEqual([])
    const elsewhere = await server.call('GET', `/api/duplicates/campaigns?${query({ customer: DEMO_IDENTITIES.customers.northwind, name })}`, { token })
    expect(elsewhere.body.duplicates).toEqual([])

    // A warning only: the second campaign of that name is saved.
    const second = await server.call('POST', `/api/customers/${customer.identity}/campaigns`, { token, body: { campaign: validCampaign({ name }) } })
    expect(second.status).toBe(201)
  })

  it('names a same-named mission of the same campaign', async () => {
    const { body } = await server.graphql(token, `query ($identity: String!) { mission(identity: $identity) { identity name campaign { identity } } }`, {
      identity: DEMO_IDENTITIES.missions.enabled,
    })
    const mission = body.data.mission
    const check = await server.call('GET', `/api/duplicates/missions?${query({ campaign: mission.campaign.identity, name: mission.name.toLowerCase() })}`, {
      token,
    })
    expect(check.status).toBe(200)
    expect(check.body.duplicates).toContainEqual({ kind: 'mission', identity: mission.identity, name: mission.name, matchedOn: 'name', refused: false })
    const itself = await server.call(
      'GET',
      `/api/duplicates/missions?${query({ campaign: mission.campaign.identity, name: mission.name, except: mission.identity })}`,
      {
        token,
      },
    )
    expect(itself.body.duplicates.map((duplicate: { identity: string }) => duplicate.identity)).not.toContain(mission.identity)
    const blank = await server.call('GET', `/api/duplicates/missions?${query({ campaign: mission.campaign.identity, name: '   ' })}`, { token })
    expect(blank.body.duplicates).toEqual([])
  })
})
