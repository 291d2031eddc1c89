import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_TEXT_MAX } from '@mc/domain/common/search'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

const found = async (path: string) => {
  const response = await server.call('GET', path, { token })
  expect(response.status).toBe(200)
  return (response.body.customers as { identity: string; name: string; salesforce_customer_id: string | null }[]).map((c) => c.identity)
}

describe('GET /customers?search=', () => {
  it('finds a name anywhere in any case, a Salesforce id from its start', async () => {
    expect(await found('/api/customers?search=%20fields%20DAIRY%20')).toContain(DEMO_IDENTITIES.customers.sunnyFields)
    const { rows } = await server.runtime.deps.pool.query(`select salesforce_customer_id as id from customers where identity = $1`, [
      DEMO_IDENTITIES.customers.northwind,
    ])
    const salesforceId: string = rows[0].id
    expect(await found(`/api/customers?search=${salesforceId.slice(0, 10).toLowerCase()}`)).toContain(DEMO_IDENTITIES.customers.northwind)
    // From its start only.
    expect(await found(`/api/customers?search=${salesforceId.slice(3)}`)).not.toContain(DEMO_IDENTITIES.customers.northwind)
    expect(await found('/api/customers?search=no%20such%20customer')).toEqual([])
    // % and _ are not wildcards.
    expect(await found('/api/customers?search=%25')).toEqual([])
    // No search, or only spaces: every customer.
    expect((await found('/api/customers?search=%20%20')).length).toBe((await found('/api/customers')).length)
  })

  it('keeps the active and inactive lists to their customers', async () => {
    expect(await found('/api/customers/inactive?search=aurora')).toEqual([DEMO_IDENTITIES.customers.inactive])
    expect(await found('/api/customers/active?search=aurora')).toEqual([])
  })

  it('refuses a search past its length, naming the field', async () => {
    const response = await server.call('GET', `/api/customers?search=${'x'.repeat(SEARCH_TEXT_MAX + 1)}`, { token })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ search: [`Must not be longer than ${SEARCH_TEXT_MAX} characters`] })
  })
})
