import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDENTITIES } from '../db/seed/demo-identities'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../test/test-server'
import { CONTROL_CHARACTERS, TEXT_TOO_LONG } from './input-canonical'

let server: TestServer
let token: string
const northwind = DEMO_IDENTITIES.customers.northwind

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

describe('REST input is canonical text before any handler sees it', () => {
  it('refuses a NUL in a body field with a 400 naming the field', async () => {
    const response = await server.call('PATCH', `/api/customers/${northwind}`, { token, body: { customer: { name: 'North\u0000wind' } } })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ 'customer.name': [CONTROL_CHARACTERS] })
    expect(response.body.message).toBe(`customer.name: ${CONTROL_CHARACTERS}`)
  })

  it('refuses control characters in the query string and in path parameters', async () => {
    const query = await server.call('POST', '/api/admin/lookup_tables?table=responsibilities%07', {
      token,
      body: { responsibility: { name: 'x', description: 'y' } },
    })
    expect(query.status).toBe(400)
    expect(query.body.fields).toEqual({ table: [CONTROL_CHARACTERS] })
    const path = await server.call('PATCH', '/api/customers/CNORTHWIND%00', { token, body: { customer: { name: 'x' } } })
    expect(path.status).toBe(400)
    expect(path.body.fields).toEqual({ identity: [CONTROL_CHARACTERS] })
  })

  it('refuses an integer beyond its column with a field message, not a database error', async () => {
    const response = await server.call('POST', `/api/customers/${northwind}/email_dashboard`, { token, body: { dashboard_id: 2147483648 } })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ dashboard_id: ['Enter a number equal to or below 2147483647'] })
  })

  it('refuses a malformed identity in a write path with a 400 naming it', async () => {
    const response = await server.call('PATCH', `/api/customers/${'A'.repeat(20)}`, { token, body: { customer: { description: 'x' } } })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ identity: ['Must be 12 uppercase letters or digits'] })
  })

  it('answers 400 to a multipart form it cannot read, and changes nothing', async () => {
    const boundary = 'x1234'
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`
    for (const [type, body] of [
      ['multipart/form-data', form],
      [`multipart/form-data; boundary=${boundary}`, form.slice(0, 20)],
      [`multipart/form-data; boundary=${boundary}`, form],
    ] as const) {
      const response = await server.call('POST', `/api/customers/${northwind}/logo`, { token, rawBody: body, headers: { 'content-type': type } })
      expect(response.status, `${type} ${body.length}`).toBe(400)
      expect(typeof response.body.message).toBe('string')
    }
  })
})

describe('GraphQL arguments are held to the same rules', () => {
  const UPDATE = 'mutation($identity: String!, $input: EmployeeInput!) { updateEmployee(identity: $identity, input: $input) { identity } }'

  it('names a bad variable by its path, in the fields extension', async () => {
    const response = await server.graphql(token, UPDATE, {
      identity: DEMO_IDENTITIES.employees.ops,
      input: { firstName: 'O\u0000ps', lastName: 'x', title: 'x', email: 'ops@missioncontrol.test' },
    })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].extensions).toMatchObject({ statusCode: 400, fields: { 'input.firstName': [CONTROL_CHARACTERS] } })
  })

  it('checks literals written into the document too', async () => {
    const response = await server.graphql(token, 'mutation { deleteEmployee(identity: "EOPS\\u000000001") { identity } }')
    expect(response.status).toBe(400)
    expect(response.body.errors[0].extensions.fields).toEqual({ identity: [CONTROL_CHARACTERS] })
  })

  it('refuses a 10 MB identity before it reaches the database', async () => {
    const response = await server.graphql(token, 'mutation($identity: String!) { deleteEmployee(identity: $identity) { identity } }', {
      identity: 'E'.repeat(10 * 1024 * 1024),
    })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].extensions.fields).toEqual({ identity: [TEXT_TOO_LONG] })
  })
})
