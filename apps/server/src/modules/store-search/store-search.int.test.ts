import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createFixture, type Fixture } from '../store-lists/test/store-list-fixtures'

let server: TestServer
let token: string
let fixture: Fixture

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
  fixture = await createFixture(server.runtime.deps.pool)
})
afterAll(async () => server?.close())

describe('store search', () => {
  it('matches a list against known stores with a confidence, using the store-list matcher', async () => {
    const store = (overrides: Record<string, string>) => ({
      organizationName: fixture.organizationName,
      city: 'Austin',
      state: 'TX',
      country: 'US',
      ...overrides,
    })
    const { status, body } = await server.call('POST', '/api/store_match', {
      token,
      body: {
        stores: [
          store({ storeNumber: '0001', streetAddress: '100 Congress Avenue', postalCode: '78701' }),
          store({ storeNumber: '0002', streetAddress: '9 Elm St', postalCode: '78702' }),
          store({ streetAddress: '1 Nowhere Rd', postalCode: '78701' }),
        ],
      },
    })
    expect(status).toBe(200)
    expect(body.results.map((r: { confidence: string | null }) => r.confidence)).toEqual(['HIGH', 'MEDIUM', null])
    expect(body.results[0].place).toMatchObject({ storeNumber: '0001', organizationName: fixture.organizationName, city: 'Austin' })
  })

  it('refuses an empty list with a field message', async () => {
    const { status, body } = await server.call('POST', '/api/store_match', { token, body: { stores: [] } })
    expect(status).toBe(400)
    expect(body.fields.stores).toEqual(['Add at least one store'])
  })

  it('selects stores by organization, state and city, or by radius around a point', async () => {
    const byName = await server.call('GET', `/api/store_select?organization=${encodeURIComponent(fixture.organizationName)}&state=TX&city=Austin`, { token })
    expect(byName.status).toBe(200)
    expect(byName.body.total).toBe(2)
    const near = await server.call(
      'GET',
      `/api/store_select?organization=${encodeURIComponent(fixture.organizationName)}&latitude=30.27&longitude=-97.74&radiusMiles=1`,
      { token },
    )
    expect(near.body.places).toHaveLength(2)
    const far = await server.call(
      'GET',
      `/api/store_select?organization=${encodeURIComponent(fixture.organizationName)}&latitude=40.7&longitude=-74&radiusMiles=5`,
      { token },
    )
    expect(far.body.places).toHaveLength(0)
    const bad = await server.call('GET', '/api/store_select?radiusMiles=3', { token })
    expect(bad.status).toBe(400)
  })
})
