import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let token: string
let dashboards: { id: number; name: string }[]

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
  dashboards = (await server.call('GET', '/api/admin/lookup_tables?table=sisense_dashboards&limit=10000', { token })).body.sisense_dashboards
})
afterAll(async () => server?.close())

const BASE = '/api/admin/sisense_dashboard_responsibilities'
const api = (method: string, url: string, body?: unknown) => server.call(method, `${BASE}${url}`, { token, ...(body === undefined ? {} : { body }) })

async function newResponsibility(): Promise<string> {
  const created = await server.call('POST', '/api/admin/lookup_tables?table=responsibilities', {
    token,
    body: { responsibility: { name: `Mapping test ${Date.now() % 1e8}`, description: 'For mapping tests' } },
  })
  return created.body.responsibility.identity
}

describe('dashboard / responsibility mappings', () => {
  it('creates, reads, edits, lists and deletes a mapping', async () => {
    const identity = await newResponsibility()
    const [first, second] = dashboards
    const created = await api('POST', '', { sisense_dashboard_responsibility: { responsibility_identity: identity, sisense_dashboard_id: first!.id } })
    expect(created.status).toBe(201)
    const mapping = created.body.sisense_dashboard_responsibility
    expect(mapping).toMatchObject({
      responsibility_identity: identity,
      sisense_dashboard_id: first!.id,
      is_active: true,
      created_by: ADMIN_EMAIL,
      sisense_dashboard_name: first!.name,
    })

    expect((await api('GET', `/${mapping.id}`)).body.sisense_dashboard_responsibility.id).toBe(mapping.id)
    const edited = await api('PUT', `/${mapping.id}`, {
      sisense_dashboard_responsibility: { responsibility_identity: identity, sisense_dashboard_id: second!.id },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.sisense_dashboard_responsibility.sisense_dashboard_name).toBe(second!.name)

    const page = await api('GET', '?page=1')
    expect(page.body.metadata).toMatchObject({ currentPage: 1, size: 10 })
    expect(page.body.metadata.totalElements).toBeGreaterThan(0)
    expect(page.body.sisense_dashboard_responsibilities.length).toBeLessThanOrEqual(10)

    expect((await api('DELETE', `/${mapping.id}`)).status).toBe(200)
    expect((await api('GET', `/${mapping.id}`)).status).toBe(404)
  })

  it('names an unresolvable responsibility as null (shown as Unavailable Responsibility)', async () => {
    const identity = await newResponsibility()
    const created = await api('POST', '', { sisense_dashboard_responsibility: { responsibility_identity: identity, sisense_dashboard_id: dashboards[0]!.id } })
    await server.call('DELETE', `/api/admin/lookup_tables/${identity}?table=responsibilities`, { token })
    const read = await api('GET', `/${created.body.sisense_dashboard_responsibility.id}`)
    expect(read.body.sisense_dashboard_responsibility.responsibility_name).toBeNull()
  })

  it('answers 400 with field messages for missing or unknown references', async () => {
    const missing = await api('POST', '', { sisense_dashboard_responsibility: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toEqual({ responsibility_identity: ['This field is required.'], sisense_dashboard_id: ['This field is required.'] })
    const unknown = await api('POST', '', { sisense_dashboard_responsibility: { responsibility_identity: 'ZZZZZZZZZZZZ', sisense_dashboard_id: 999_999 } })
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.body.fields).sort()).toEqual(['responsibility_identity', 'sisense_dashboard_id'])
    expect(
      (await api('PUT', '/999999', { sisense_dashboard_responsibility: { responsibility_identity: 'ZZZZZZZZZZZZ', sisense_dashboard_id: 1 } })).status,
    ).toBe(404)
    expect((await api('GET', '/abc')).status).toBe(400)
  })
})
