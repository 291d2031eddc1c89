import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPS_EMAIL, startTestServer, type TestServer } from '../test/test-server'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

const post = (query: string, operationName: string, variables?: Record<string, unknown>) =>
  server.call('POST', '/api/graphql', { token, body: { query, operationName, variables } })
const get = (query: string, operationName: string) =>
  server.call('GET', `/api/graphql?query=${encodeURIComponent(query)}&operationName=${encodeURIComponent(operationName)}`, { token })

const aliases = (count: number, field: string) => Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join('\n')

/**
 * A document may hold several operations; the request's operationName says which one runs. The
 * GraphQL server keeps one parsed, validated and compiled document per query text: what it
 * compiled for one operation must never answer a request for another of the same text.
 */
describe('a document with several operations', () => {
  it('runs the operation each request names, however often the text was seen before', async () => {
    const document = `query Health { health } query Name { __typename } query Customers { customers(limit: 1) { identity } }`
    for (let round = 0; round < 4; round++) {
      for (const [operationName, expected] of [
        ['Health', { health: true }],
        ['Name', { __typename: 'Query' }],
      ] as const) {
        const answer = await post(document, operationName)
        expect(answer.status, `round ${round}, ${operationName}`).toBe(200)
        expect(answer.body.data, `round ${round}, ${operationName}`).toEqual(expected)
      }
      const customers = await post(document, 'Customers')
      expect(Object.keys(customers.body.data), `round ${round}, Customers`).toEqual(['customers'])
      const unknown = await post(document, 'NoSuchOperation')
      expect(unknown.status, `round ${round}, an operation the document lacks`).toBe(400)
    }
  })

  it('judges the cost of the operation that runs, by GET as by POST', async () => {
    // In either order: a cost estimated for another operation than the one named refuses the cheap
    // one, or lets the expensive one through.
    const expensive = `query Expensive { ${aliases(10, 'customers(limit: 9000) { identity name }')} }`
    for (const document of [`${expensive} query Cheap { health }`, `query Cheap { health } ${expensive}`]) {
      for (const send of [post, get]) {
        const refused = await send(document, 'Expensive')
        expect(refused.status).toBe(400)
        expect(refused.body.errors[0].message).toMatch(/estimated cost is \d+, the limit is 50000/)
        const cheap = await send(document, 'Cheap')
        expect(cheap.body.data, JSON.stringify(cheap.body)).toEqual({ health: true })
      }
    }
  })

  it('runs nothing for an empty operation name, which names no operation', async () => {
    const document = `query Health { health } query Name { __typename }`
    for (let round = 0; round < 3; round++) {
      expect((await post(document, 'Health')).body.data).toEqual({ health: true })
      const answer = await post(document, '')
      expect(answer.status).toBe(400)
      expect(answer.body.data ?? null).toBeNull()
    }
  })
})
