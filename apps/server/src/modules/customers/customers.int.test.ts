import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGO_NOT_AN_IMAGE, LOGO_TOO_LARGE } from '@mc/domain/customers/customer-logo.rules'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { TINY_PNG, uniqueText, validCustomer } from './customers-test-data'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

async function uploadLogo(identity: string, bytes: Buffer, fileName = 'logo.png') {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName)
  const response = await fetch(`${server.baseUrl}/api/customers/${identity}/logo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as any }
}

describe('customers REST', () => {
  it('creates, reads, lists and updates a customer', async () => {
    const name = uniqueText(24, 'Zed')
    const created = await server.call('POST', '/api/customers', {
      token,
      body: { customer: validCustomer({ name, salesforce_opportunity_url: 'https://sf.example.com/opp/1' }) },
    })
    expect(created.status).toBe(201)
    const identity = created.body.customer.identity
    expect(identity).toMatch(/^[A-Z0-9]{12}$/)
    expect(created.body.customer).toMatchObject({ name, is_current: true, salesforce_opportunity_url: 'https://sf.example.com/opp/1', logo_url: null })

    expect((await server.call('GET', `/api/customers/${identity}`, { token })).body.customer.name).toBe(name)
    const active = await server.call('GET', '/api/customers/active', { token })
    expect(active.body.customers.some((c: any) => c.identity === identity)).toBe(true)

    const patched = await server.call('PATCH', `/api/customers/${identity}`, {
      token,
      body: { customer: { is_current: false, salesforce_opportunity_url: '' } },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.customer).toMatchObject({ name, is_current: false, salesforce_opportunity_url: null })
    const inactive = await server.call('GET', '/api/customers/inactive', { token })
    expect(inactive.body.customers.some((c: any) => c.identity === identity)).toBe(true)
    expect((await server.call('GET', '/api/customers/active', { token })).body.customers.some((c: any) => c.identity === identity)).toBe(false)
  })

  it('lists all customers sorted by lowercase name', async () => {
    const list = (await server.call('GET', '/api/customers', { token })).body.customers as { name: string }[]
    const lower = list.map((c) => c.name.toLowerCase())
    expect(lower).toEqual([...lower].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('answers 404 for an unknown customer and 400 for a body without its wrapper', async () => {
    expect((await server.call('GET', '/api/customers/ZZZZZZZZZZZZ', { token })).status).toBe(404)
    expect((await server.call('PATCH', '/api/customers/ZZZZZZZZZZZZ', { token, body: { customer: { name: 'x' } } })).status).toBe(404)
    const unwrapped = await server.call('POST', '/api/customers', { token, body: validCustomer() })
    expect(unwrapped.status).toBe(400)
    expect(unwrapped.body.fields).toHaveProperty('customer')
  })

  it('records who created and changed a customer', async () => {
    const created = await server.call('POST', '/api/customers', { token, body: { customer: validCustomer() } })
    const identity = created.body.customer.identity
    await server.call('PATCH', `/api/customers/${identity}`, { token, body: { customer: { name: 'Renamed by test' } } })
    const audit = await server.runtime.deps.pool.query(`select actor_email, action from audit_log where entity_identity = $1 order by id`, [identity])
    expect(audit.rows).toEqual([
      { actor_email: OPS_EMAIL, action: 'createCustomer' },
      { actor_email: OPS_EMAIL, action: 'updateCustomer' },
    ])
  })
})

describe('customer logo', () => {
  it('stores an image and serves it back without a token at the customer logo URL', async () => {
    const identity = (await server.call('POST', '/api/customers', { token, body: { customer: validCustomer() } })).body.customer.identity
    const uploaded = await uploadLogo(identity, TINY_PNG)
    expect(uploaded.status).toBe(200)
    const logoUrl = uploaded.body.customer.logo_url as string
    expect(logoUrl).toMatch(new RegExp(`^/media/customer-logos/${identity}\\?v=`))
    const image = await fetch(`${server.baseUrl}${logoUrl}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(TINY_PNG)).toBe(true)
    const meta = await server.runtime.deps.pool.query(`select content_type, size from stored_files where key like $1`, [`customer-logos/${identity}/%`])
    expect(meta.rows).toEqual([{ content_type: 'image/png', size: TINY_PNG.length }])
  })

  it('refuses a file that is not an image, whatever its name, and one over 2 MB', async () => {
    const identity = (await server.call('POST', '/api/customers', { token, body: { customer: validCustomer() } })).body.customer.identity
    const fake = await uploadLogo(identity, Buffer.from('<script>alert(1)</script>'), 'logo.png')
    expect(fake.status).toBe(400)
    expect(fake.body.fields.logo).toEqual([LOGO_NOT_AN_IMAGE])
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)])
    const tooBig = await uploadLogo(identity, big)
    expect(tooBig.status).toBeGreaterThanOrEqual(400)
    expect(tooBig.status).toBeLessThan(500)
    if (tooBig.status === 400) expect(tooBig.body.fields.logo).toEqual([LOGO_TOO_LARGE])
    expect((await server.call('GET', `/api/customers/${identity}`, { token })).body.customer.logo_url).toBeNull()
    expect((await fetch(`${server.baseUrl}/media/customer-logos/${identity}`)).status).toBe(404)
  })
})

describe('GetCustomers', () => {
  it('lists current customers for dropdowns, and all of them without the filter', async () => {
    const name = uniqueText(24, 'Gql')
    const identity = (await server.call('POST', '/api/customers', { token, body: { customer: validCustomer({ name, is_current: false }) } })).body.customer
      .identity
    const query = `query GetCustomers($current: Boolean) { customers(current: $current, limit: 10000) { identity name isCurrent } }`
    const current = await server.graphql(await server.tokenFor(ADMIN_EMAIL), query, { current: true })
    expect(current.status).toBe(200)
    expect(current.body.data.customers.every((c: any) => c.isCurrent)).toBe(true)
    expect(current.body.data.customers.some((c: any) => c.identity === identity)).toBe(false)
    const all = await server.graphql(token, query, {})
    expect(all.body.data.customers).toContainEqual({ identity, name, isCurrent: false })
  })

  it("answers each customer's reporting periods by start date and their total, in one query for every customer", async () => {
    const withPeriods = (await server.call('POST', '/api/customers', { token, body: { customer: validCustomer({ name: uniqueText(24, 'Periods') }) } })).body
      .customer.identity
    const without = (await server.call('POST', '/api/customers', { token, body: { customer: validCustomer({ name: uniqueText(24, 'NoPeriods') }) } })).body
      .customer.identity
    await server.runtime.deps.pool.query(
      `insert into customer_custom_periods (customer_id, name, start_date, end_date)
       select id, p.name, p.s::date, p.e::date from customers, (values ('FY27 P2', '2027-02-01', '2027-02-28'), ('FY27 P1', '2027-01-01', '2027-01-31')) p(name, s, e)
        where identity = $1`,
      [withPeriods],
    )
    const query = `{ customers(limit: 200) { identity customerCapPeriods { id name startDate endDate } customReportingPeriods { total } } }`
    const { body } = await server.graphql(token, query)
    expect(body.errors).toBeUndefined()
    const byIdentity = new Map(body.data.customers.map((customer: any) => [customer.identity, customer]))
    expect(byIdentity.get(withPeriods)).toMatchObject({
      customerCapPeriods: [
        { id: expect.any(String), name: 'FY27 P1', startDate: '2027-01-01', endDate: '2027-01-31' },
        { id: expect.any(String), name: 'FY27 P2', startDate: '2027-02-01', endDate: '2027-02-28' },
      ],
      customReportingPeriods: { total: 2 },
    })
    expect(byIdentity.get(without)).toMatchObject({ customerCapPeriods: [], customReportingPeriods: { total: 0 } })

    // The REST answer of one customer carries them too, in its snake_case.
    const rest = await server.call('GET', `/api/customers/${withPeriods}`, { token })
    expect(rest.status).toBe(200)
    expect(rest.body.customer).toMatchObject({
      customer_cap_periods: [
        { id: expect.any(String), name: 'FY27 P1', start_date: '2027-01-01', end_date: '2027-01-31' },
        { id: expect.any(String), name: 'FY27 P2', start_date: '2027-02-01', end_date: '2027-02-28' },
      ],
      custom_reporting_periods: { total: 2 },
    })
    expect((await server.call('GET', `/api/customers/${without}`, { token })).body.customer).toMatchObject({
      customer_cap_periods: [],
      custom_reporting_periods: { total: 0 },
    })
  })
})
