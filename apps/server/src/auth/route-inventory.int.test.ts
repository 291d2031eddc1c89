import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GraphQLField, GraphQLSchema } from 'graphql'
import type { Access } from './route-access'
import { ADMIN_EMAIL, OPS_EMAIL, OUTSIDER_EMAIL, startTestServer, type TestServer } from '../test/test-server'
import { oneFieldDocument } from '../test/graphql-samples'

/**
 * Every route the server registers and every GraphQL root field, called by every kind of caller,
 * under every spelling of its path an attacker tried: who may not call it gets 401/403 and not a
 * byte of data; who may gets through.
 */
let server: TestServer
let port: number

type Caller = 'anonymous' | 'forged' | 'outsider' | 'ops' | 'admin'
const CALLERS: Caller[] = ['anonymous', 'forged', 'outsider', 'ops', 'admin']

beforeAll(async () => {
  server = await startTestServer()
  port = Number(new URL(server.baseUrl).port)
})
afterAll(async () => server?.close())

const tokens = new Map<Caller, Promise<string | undefined>>()
function tokenOf(caller: Caller): Promise<string | undefined> {
  if (!tokens.has(caller)) {
    if (caller === 'anonymous') tokens.set(caller, Promise.resolve(undefined))
    else if (caller === 'forged') tokens.set(caller, server.tokenFor(ADMIN_EMAIL, { forged: true }))
    else tokens.set(caller, server.tokenFor({ outsider: OUTSIDER_EMAIL, ops: OPS_EMAIL, admin: ADMIN_EMAIL }[caller]))
  }
  return tokens.get(caller)!
}

/** Runs the calls a few at a time: a real client's pace, and the suite's time stays short. */
async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run))
}

/** The status a caller must get; `allowed` means anything but 401 and 403. */
function expectedFor(caller: Caller, access: Access): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed'
  if (caller === 'anonymous' || caller === 'forged') return 401
  if (access === 'session') return 'allowed'
  if (caller === 'outsider') return 403
  if (caller === 'ops' && access === 'admin') return 403
  return 'allowed'
}

/** A raw request: fetch would normalise the very spellings under test. */
function rawRequest(method: string, path: string, token?: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {}
    if (token) headers.authorization = `Bearer ${token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      // An event stream (GET /api/events) never ends by itself: its status is the answer.
      if (String(response.headers['content-type']).startsWith('text/event-stream')) {
        resolve({ status: response.statusCode!, text: '' })
        request.destroy()
        return
      }
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, text }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, 'ABCDEFGHJKLM').replace(/\*$/, 'anything')

/** The ways the attacker spelled one path: encoded letters, doubled slashes, dot segments, case, absolute form. */
export function spellingsOf(path: string): string[] {
  const segments = path.split('/').slice(1)
  const encodeFirstLetter = (segment: string) => segment.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16)}`)
  const spellings = new Set<string>([
    path,
    `/${[encodeFirstLetter(segments[0]!), ...segments.slice(1)].join('/')}`,
    `/${segments.map(encodeFirstLetter).join('/')}`,
    `/${segments.map((segment) => segment.replace(/[a-z]/gi, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`)).join('/')}`,
    `/${path}`,
    path.replace(/\//g, '//'),
    `/.${path}`,
    `/${segments[0]}/./${segments.slice(1).join('/')}`,
    `/${segments[0]}/%2e/${segments.slice(1).join('/')}`,
    `/x/..${path}`,
    `/${segments[0]}/x/%2E%2E/${segments.slice(1).join('/')}`,
    path.toUpperCase(),
    `/${segments[0]!.toUpperCase()}/${segments.slice(1).join('/')}`,
    `${path}/`,
    `http://example.com${path}`,
  ])
  return [...spellings]
}

function assertRefusal(label: string, response: { status: number; text: string }, expected: 401 | 403) {
  expect.soft(response.status, label).toBe(expected)
  let body: unknown
  try {
    body = JSON.parse(response.text)
  } catch {
    body = response.text
  }
  // A refusal says why and nothing else: no data, whatever shape it would have had.
  if (body && typeof body === 'object' && 'data' in body) expect.soft((body as { data: unknown }).data, `${label}: data`).toBeNull()
  else expect.soft(Object.keys(body as object).sort(), `${label}: body keys`).toEqual(['error', 'message', 'statusCode'])
}

describe('REST: every registered route, every spelling, every caller', () => {
  it('declares an access for every route, and refuses whoever may not call it', async () => {
    const routes = server.app.routeList.filter((route) => route.access !== 'public')
    expect(routes.length).toBeGreaterThan(30)
    expect(new Set(routes.map((route) => route.access))).toEqual(new Set(['session', 'staff', 'admin']))
    // The live console's stream is walked like any route.
    expect(routes).toContainEqual({ method: 'GET', url: '/api/events', access: 'staff' })
    // Allowed callers are shown once per route (below); refused ones under every spelling.
    const calls = CALLERS.flatMap((caller) =>
      routes.flatMap((route) => {
        const expected = expectedFor(caller, route.access)
        return expected === 'allowed' ? [] : spellingsOf(concrete(route.url)).map((spelling) => ({ caller, route, spelling, expected }))
      }),
    )
    expect(calls.length).toBeGreaterThan(1000)
    await inBatches(calls, 8, async ({ caller, route, spelling, expected }) => {
      const body = ['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method) ? undefined : '{}'
      const response = await rawRequest(route.method, spelling, await tokenOf(caller), body)
      if (route.method === 'HEAD') expect.soft(response.status, `${caller} HEAD ${spelling}`).toBe(expected)
      else assertRefusal(`${caller} ${route.method} ${spelling} (${route.url})`, response, expected)
    })
  }, 120_000)

  it('lets the callers who may call a route reach it, under any spelling', async () => {
    const routes = server.app.routeList.filter((route) => route.access !== 'public' && route.url !== '/api/logout')
    for (const caller of ['ops', 'admin'] as const) {
      const token = await tokenOf(caller)
      for (const route of routes) {
        if (expectedFor(caller, route.access) !== 'allowed') continue
        const body = ['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method) ? undefined : '{}'
        const path = concrete(route.url)
        const canonical = await rawRequest(route.method, path, token, body)
        expect.soft([401, 403], `${caller} ${route.method} ${path}`).not.toContain(canonical.status)
        for (const spelling of spellingsOf(path).filter((_, index) => index % 4 === 1)) {
          const response = await rawRequest(route.method, spelling, token, body)
          expect.soft(response.status, `${caller} ${route.method} ${spelling} answers as ${path}`).toBe(canonical.status)
        }
      }
    }
  }, 120_000)

  it('refuses unknown paths under /api, however spelled, before saying they do not exist', async () => {
    for (const spelling of spellingsOf('/api/no-such-thing')) {
      assertRefusal(`anonymous GET ${spelling}`, await rawRequest('GET', spelling), 401)
    }
    expect((await rawRequest('GET', '/api/no-such-thing', await tokenOf('ops'))).status).toBe(404)
  })

  it('answers a 4xx, never a 5xx or data, to paths that cannot be decoded', async () => {
    for (const path of ['/api/%ZZ', '/%61pi/customers/%E0%A4%A', '/api/customers/%00', '/api/admin/employees%2F..%2F..']) {
      for (const caller of ['anonymous', 'ops'] as const) {
        const response = await rawRequest('GET', path, await tokenOf(caller))
        expect.soft(response.status, `${caller} GET ${path}`).toBeGreaterThanOrEqual(400)
        expect.soft(response.status, `${caller} GET ${path}`).toBeLessThan(500)
      }
    }
  })
})

function rootFields(schema: GraphQLSchema): { operation: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] {
  return [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ operation: 'query' as const, field })),
    ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ operation: 'mutation' as const, field })),
  ]
}

describe('GraphQL: every root field, every caller', () => {
  it('refuses each field to whoever may not call it, with no data', async () => {
    const schema = server.app.graphql.schema
    const fields = rootFields(schema)
    expect(fields.length).toBeGreaterThan(40)
    // The Admin Workbench's own fields must be declared admin-only.
    for (const name of [
      'Query.employees',
      'Query.applications',
      'Mutation.createEmployee',
      'Query.getMayaUsers',
      'Mutation.DeleteMayaUsers',
      // Directory health: the same access as the Admin Workbench.
      'Query.organizationDuplicatePlaces',
      'Query.organizationPlaceMergeConflicts',
      'Mutation.mergeOrganizationPlaces',
    ]) {
      expect(server.app.graphqlFieldAccess.get(name), name).toBe('admin')
    }
    for (const caller of CALLERS) {
      const token = await tokenOf(caller)
      for (const { operation, field } of fields) {
        const access = server.app.graphqlFieldAccess.get(`${operation === 'query' ? 'Query' : 'Mutation'}.${field.name}`)!
        const expected = expectedFor(caller, access)
        if (expected === 'allowed') continue
        const document = oneFieldDocument(operation, field)
        for (const path of ['/api/graphql', '/%61pi/graphql', '//api/./graphql', '/API/GRAPHQL']) {
          const response = await rawRequest('POST', path, token, JSON.stringify({ query: document }))
          assertRefusal(`${caller} ${path} ${document}`, response, expected)
        }
      }
    }
  })

  it('lets staff and admins run the fields they may call', async () => {
    const schema = server.app.graphql.schema
    for (const caller of ['ops', 'admin'] as const) {
      const token = await tokenOf(caller)
      for (const { operation, field } of rootFields(schema)) {
        const access = server.app.graphqlFieldAccess.get(`${operation === 'query' ? 'Query' : 'Mutation'}.${field.name}`)!
        if (expectedFor(caller, access) !== 'allowed') continue
        // Mutations are admitted but skipped: running sample writes would change the shared test data.
        const document = oneFieldDocument(operation, field, operation === 'mutation' ? ' @skip(if: true)' : '')
        const response = await rawRequest('POST', '/api/graphql', token, JSON.stringify({ query: document }))
        const answer = JSON.parse(response.text) as { errors?: { message: string; extensions?: { statusCode?: number } }[] }
        const refusals = (answer.errors ?? []).filter((error) => [401, 403].includes(error.extensions?.statusCode ?? 0))
        expect.soft(refusals, `${caller} ${document}`).toEqual([])
        expect.soft(response.status, `${caller} ${document}: ${response.text.slice(0, 200)}`).not.toBeGreaterThanOrEqual(500)
      }
    }
  })

  it('refuses introspection through any spelling without a token', async () => {
    for (const path of ['/%61pi/graphql', '/ap%69/graphql', '//api/graphql']) {
      assertRefusal(`introspection via ${path}`, await rawRequest('POST', path, undefined, JSON.stringify({ query: '{ __schema { types { name } } }' })), 401)
    }
  })
})
