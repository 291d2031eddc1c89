import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1')

describe('admin-only access', () => {
  it('answers 403 to a non-admin employee on every /api/admin route', async () => {
    const ops = await server.tokenFor(OPS_EMAIL)
    const routes = server.app.routeList.filter((route) => route.url.startsWith('/api/admin') && !['OPTIONS', 'HEAD'].includes(route.method))
    expect(routes.length).toBeGreaterThanOrEqual(10)
    for (const route of routes) {
      const response = await server.call(
        route.method,
        `${concrete(route.url)}?table=responsibilities`,
        route.method === 'GET' || route.method === 'DELETE' ? { token: ops } : { token: ops, body: {} },
      )
      expect.soft(response.status, `${route.method} ${route.url}`).toBe(403)
    }
  })

  it.each([
    ['employees', '{ employees { identity } }'],
    ['applications', '{ applications { identity } }'],
    ['getMayaUsers', '{ getMayaUsers { meta { totalElements } } }'],
    ['createEmployee', 'mutation { createEmployee(input: {}) { identity } }'],
    ['updateEmployee', 'mutation { updateEmployee(identity: "EADMIN000001", input: {}) { identity } }'],
    ['deleteEmployee', 'mutation { deleteEmployee(identity: "EADMIN000001") { identity } }'],
    ['CreateMayaUsers', 'mutation { CreateMayaUsers(input: {}) { id } }'],
    ['patchMayaUsers', 'mutation { patchMayaUsers(id: 1, input: {}) { id } }'],
    ['DeleteMayaUsers', 'mutation { DeleteMayaUsers(id: 1) { id } }'],
    ['organizationDuplicatePlaces', '{ organizationDuplicatePlaces(identity: "ORGEVERGREEN") { total } }'],
    [
      'organizationPlaceMergeConflicts',
      '{ organizationPlaceMergeConflicts(survivorIdentity: "AAAAAAAAAAA1", duplicateIdentity: "AAAAAAAAAAA2") { missionIdentity } }',
    ],
    [
      'mergeOrganizationPlaces',
      'mutation { mergeOrganizationPlaces(input: { organizationIdentity: "ORGEVERGREEN", survivorIdentity: "AAAAAAAAAAA1", duplicateIdentity: "AAAAAAAAAAA2" }) { removedIdentity } }',
    ],
  ])('answers 403 to a non-admin for GraphQL %s', async (_name, document) => {
    const response = await server.graphql(await server.tokenFor(OPS_EMAIL), document)
    expect(response.status).toBe(403)
    expect(response.body.errors[0].message).toBe('Admin Workbench access is required.')
  })

  it('tells the console whether to show the Admin Workbench entry', async () => {
    expect((await server.call('GET', '/api/me', { token: await server.tokenFor(OPS_EMAIL) })).body.isAdmin).toBe(false)
    expect((await server.call('GET', '/api/me', { token: await server.tokenFor(ADMIN_EMAIL) })).body.isAdmin).toBe(true)
  })
})
