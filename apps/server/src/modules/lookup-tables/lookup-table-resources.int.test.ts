import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lookupTableResources } from '@mc/domain/staff/lookup-tables.resources'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

// Every declared lookup table, whatever it is: a new declaration is checked here without a test of its own.

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const api = (method: string, url: string, body?: unknown) =>
  server.call(method, `/api/admin/lookup_tables${url}`, { token, ...(body === undefined ? {} : { body }) })

/** A body the table's schema takes: each text field a fresh text, flags and defaults left to the schema. */
function sampleBody(shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }>) {
  const text = `Zz ${Date.now() % 1e8}`
  return Object.fromEntries(Object.entries(shape).flatMap(([key, field]) => (!key.startsWith('is_') && field.safeParse(text).success ? [[key, text]] : [])))
}

describe.each(Object.values(lookupTableResources))('lookup table $table', (resource) => {
  it('lists a page of its declared columns with page metadata', async () => {
    const listed = await api('GET', `?table=${resource.table}&page=1&limit=5`)
    expect(listed.status).toBe(200)
    expect(listed.body.meta).toMatchObject({ currentPage: 1, size: 5 })
    for (const row of listed.body[resource.table]) expect(Object.keys(row).sort()).toEqual([...resource.columns].sort())
  })

  it.runIf(resource.writes)('creates, edits and soft-deletes a record under its wrapper, with the audit columns', async () => {
    const writes = resource.writes!
    const body = sampleBody(writes.body.shape as never)
    const created = await api('POST', `?table=${resource.table}`, { [writes.wrapper]: body })
    expect(created.status).toBe(201)
    const row = created.body[writes.wrapper]
    expect(row).toMatchObject({ ...body, is_active: true, is_deleted: false, created_by: ADMIN_EMAIL })
    const key = row[resource.key]
    const edited = await api('PATCH', `/${key}?table=${resource.table}`, { [writes.wrapper]: { is_active: false } })
    expect(edited.body[writes.wrapper]).toMatchObject({ is_active: false, updated_by: ADMIN_EMAIL })
    const removed = await api('DELETE', `/${key}?table=${resource.table}`)
    expect(removed.body[writes.wrapper]).toMatchObject({ is_deleted: true, deleted_by: ADMIN_EMAIL })
    expect((await api('POST', `?table=${resource.table}`, { [writes.wrapper]: {} })).status).toBe(400)
  })

  it.runIf(!resource.writes)('refuses writes', async () => {
    expect((await api('POST', `?table=${resource.table}`, {})).status).toBe(400)
  })
})
