import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../test/test-server'

let server: TestServer
let token: string

beforeAll(async () => {
  // A database of its own: the test compares every table's row count before and after, and other
  // test files write to the shared one meanwhile.
  server = await startTestServer({ ownDatabase: true })
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'ABCDEFGHJKLM').replace(/\*$/, 'x')

function writeRoutes() {
  return server.app.routeList.filter(
    (route) => route.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH'].includes(route.method) && route.url !== '/api/graphql',
  )
}

/** Row counts of every table of ours: bad input must leave all of them as they were. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await server.runtime.deps.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not in ('oidc_payloads', 'revoked_tokens', 'audit_log')`,
  )
  const counts: Record<string, number> = {}
  for (const { table_name } of tables.rows) {
    const result = await server.runtime.deps.pool.query<{ n: number }>(`select count(*)::int as n from "${table_name}"`)
    counts[table_name] = result.rows[0]!.n
  }
  return counts
}

const badBodies: [string, string][] = [
  ['malformed JSON', '{"name": '],
  ['a JSON array', '[1,2,3]'],
  ['wrong field types', JSON.stringify({ name: 123, description: { x: 1 }, title: [], email: false, first_name: 7, firstName: 7 })],
  ['over-long strings', JSON.stringify({ name: 'x'.repeat(5000), description: 'x'.repeat(5000), title: 'x'.repeat(5000), email: `${'x'.repeat(5000)}@x.com` })],
  ['a prototype-polluting body', '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'],
]

describe('every write route refuses bad input with a 4xx and writes nothing', () => {
  it('answers 4xx (never 5xx) to malformed or ill-typed bodies, with field messages for bad fields', async () => {
    const routes = writeRoutes()
    const before = await rowCounts()
    for (const route of routes) {
      for (const [label, rawBody] of badBodies) {
        const response = await server.call(route.method, concrete(route.url), { token, rawBody, headers: { 'content-type': 'application/json' } })
        expect.soft(response.status, `${route.method} ${route.url} with ${label}`).toBeGreaterThanOrEqual(400)
        expect.soft(response.status, `${route.method} ${route.url} with ${label}`).toBeLessThan(500)
        expect.soft(typeof response.body?.message, `${route.method} ${route.url} with ${label} has a message`).toBe('string')
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(await rowCounts()).toEqual(before)
  })

  it('answers 413 to a body over the limit', async () => {
    const route = writeRoutes()[0]
    expect(route).toBeDefined()
    if (!route) return
    const response = await server.call(route.method, concrete(route.url), {
      token,
      rawBody: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(413)
  })

  it('answers 400 to a GraphQL document that does not validate, and to a too-deep query', async () => {
    const invalid = await server.graphql(token, '{ noSuchField }')
    expect(invalid.status).toBe(400)
    // A data query: introspection is priced by its answer rather than its depth (the standard query is 15 deep).
    const deep = `{ missions { campaign ${'{ missions { campaign '.repeat(6)}{ identity }${' } }'.repeat(6)} } }`
    const tooDeep = await server.graphql(token, deep)
    expect(tooDeep.status).toBe(400)
    expect(JSON.stringify(tooDeep.body)).toMatch(/nests fields \d+ deep; the limit is 12/)
  })

  it('sends security headers with the console', async () => {
    const response = await server.call('GET', '/app-config.json')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('in production', () => {
  it('refuses GraphQL introspection', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' } })
    try {
      const admin = await production.tokenFor(ADMIN_EMAIL)
      const response = await production.graphql(admin, '{ __schema { types { name } } }')
      expect(response.status).toBe(400)
      expect((await production.graphql(admin, '{ health }')).status).toBe(200)
    } finally {
      await production.close()
    }
  })
})
