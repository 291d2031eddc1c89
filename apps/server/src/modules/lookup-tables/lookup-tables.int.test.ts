import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const unique = () => `${Date.now() % 1e8}${Math.floor(Math.random() * 1e4)}`
const api = (method: string, url: string, body?: unknown) =>
  server.call(method, `/api/admin/lookup_tables${url}`, { token, ...(body === undefined ? {} : { body }) })

describe('responsibilities', () => {
  it('creates, lists, edits and soft-deletes with the audit columns of the signed-in user', async () => {
    const name = `Resp ${unique()}`
    const created = await api('POST', '?table=responsibilities', { responsibility: { name, description: 'Owns the brand dashboards' } })
    expect(created.status).toBe(201)
    const row = created.body.responsibility
    expect(row).toMatchObject({ name, is_active: true, is_deleted: false, created_by: ADMIN_EMAIL, updated_by: ADMIN_EMAIL, deleted_at: null })
    expect(row.identity).toMatch(/^[A-Z0-9]{12}$/)

    const listed = await api('GET', `?table=responsibilities&page=1&name=${encodeURIComponent(name)}`)
    expect(listed.status).toBe(200)
    expect(listed.body.meta).toEqual({ currentPage: 1, totalElements: 1, size: 10 })
    expect(listed.body.responsibilities[0].identity).toBe(row.identity)

    const edited = await api('PATCH', `/${row.identity}?table=responsibilities`, { responsibility: { description: 'Edited' } })
    expect(edited.status).toBe(200)
    expect(edited.body.responsibility).toMatchObject({ name, description: 'Edited' })

    const removed = await api('DELETE', `/${row.identity}?table=responsibilities`)
    expect(removed.body.responsibility).toMatchObject({ is_deleted: true, deleted_by: ADMIN_EMAIL })
    expect(removed.body.responsibility.deleted_at).not.toBeNull()
    const remaining = await api('GET', `?table=responsibilities&is_deleted=false&name=${encodeURIComponent(name)}`)
    expect(remaining.body.responsibilities).toEqual([])
  })

  it('answers 400 with field messages, and 404 for an unknown identity', async () => {
    const bad = await api('POST', '?table=responsibilities', { responsibility: { name: 'n'.repeat(65) } })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ name: ['Must not be longer than 64 characters'], description: ['This field is required.'] })
    expect((await api('POST', '?table=responsibilities', { name: 'unwrapped' })).status).toBe(400)
    expect((await api('PATCH', '/ZZZZZZZZZZZZ?table=responsibilities', { responsibility: { name: 'x' } })).status).toBe(404)
    expect((await api('POST', '?table=sisense_dashboards', { sisense_dashboard: {} })).status).toBe(400)
    expect((await api('GET', '?table=users')).status).toBe(400)
    expect((await api('GET', '')).body.fields).toEqual({ table: ['This field is required.'] })
  })
})

describe('cubes, dashboards and relationship types', () => {
  it('creates and edits a cube through the API, validated', async () => {
    const created = await api('POST', '?table=sisense_cubes', {
      sisense_cube: { sisense_id: `cube-${unique()}`, name: 'Sales', description: 'Sales cube', sisense_cube_type_id: 6 },
    })
    expect(created.status).toBe(201)
    expect(created.body.sisense_cube).toMatchObject({ sisense_cube_type_id: 6, created_by: ADMIN_EMAIL })
    const edited = await api('PATCH', `/${created.body.sisense_cube.id}?table=sisense_cubes`, { sisense_cube: { sisense_cube_type_id: 1 } })
    expect(edited.body.sisense_cube.sisense_cube_type_id).toBe(1)
    expect((await api('PATCH', '/abc?table=sisense_cubes', { sisense_cube: {} })).status).toBe(400)
    const listed = await api('GET', '?table=sisense_cubes&page=1')
    expect(listed.body.meta.size).toBe(10)
    expect(listed.body.sisense_cubes.length).toBeGreaterThan(0)
  })

  it('offers only active, not-deleted dashboards', async () => {
    const listed = await api('GET', '?table=sisense_dashboards&limit=10000')
    expect(listed.status).toBe(200)
    expect(listed.body.sisense_dashboards.length).toBeGreaterThan(0)
    expect(listed.body.sisense_dashboards.every((d: { is_active: boolean; is_deleted: boolean }) => d.is_active && !d.is_deleted)).toBe(true)
    const hidden = await server.runtime.deps.pool.query('select count(*)::int as n from sisense_dashboards where not is_active or is_deleted')
    const total = await server.runtime.deps.pool.query('select count(*)::int as n from sisense_dashboards')
    expect(listed.body.meta.totalElements).toBe(total.rows[0].n - hidden.rows[0].n)
  })

  it('serves relationship types at /admin/lookup_tables.json', async () => {
    const response = await server.call('GET', '/api/admin/lookup_tables.json?table=relationship_types', { token })
    expect(response.status).toBe(200)
    expect(response.body.relationship_types).toContainEqual({ id: 1, name: 'Retail Store' })
  })
})
