import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let admin: string

beforeAll(async () => {
  server = await startTestServer()
  admin = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const FIELDS = 'id firstName lastName email qnsLevel createdAt isActive apiToken'
const CREATE = `mutation Create($input: MayaUserCreateInput!) { CreateMayaUsers(input: $input) { ${FIELDS} } }`
const PATCH = `mutation Patch($id: Int!, $input: MayaUserPatchInput!) { patchMayaUsers(id: $id, input: $input) { ${FIELDS} } }`
const DELETE = `mutation Delete($id: Int!) { DeleteMayaUsers(id: $id) { id firstName } }`
const LIST = `query List { getMayaUsers(page: 1, limit: 500) { data { ${FIELDS} } meta { currentPage totalElements size } } }`

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`

async function storedHash(id: number): Promise<string> {
  const result = await server.runtime.deps.pool.query<{ password_hash: string; api_token_hash: string }>(
    'select password_hash, api_token_hash from maya_users where id = $1',
    [id],
  )
  return result.rows[0]!.password_hash
}

describe('Maya user passwords never leave the server', () => {
  it('no response or log line holds the password or its hash, after create and after reset', async () => {
    const firstPassword = `First-Secret-${unique()}`
    const secondPassword = `Second-Secret-${unique()}`
    const seen: string[] = []
    const record = (body: unknown) => seen.push(JSON.stringify(body))

    const created = await server.graphql(admin, CREATE, {
      input: { email: `maya.${unique()}@example.com`, firstName: 'Secrecy', lastName: 'Test', password: firstPassword, qnsLevel: 4 },
    })
    record(created.body)
    expect(created.status).toBe(200)
    const user = created.body.data.CreateMayaUsers
    expect(user).toMatchObject({ firstName: 'Secrecy', qnsLevel: 4, isActive: true })
    expect(user.apiToken).toMatch(/^maya_[\w-]{40,}$/)
    const firstHash = await storedHash(user.id)
    expect(firstHash).toMatch(/^\$argon2id\$/)

    record((await server.graphql(admin, LIST)).body)
    const reset = await server.graphql(admin, PATCH, { id: user.id, input: { password: secondPassword } })
    record(reset.body)
    expect(reset.status).toBe(200)
    const secondHash = await storedHash(user.id)
    expect(secondHash).not.toBe(firstHash)
    record((await server.graphql(admin, PATCH, { id: user.id, input: { firstName: 'Renamed' } })).body)
    record((await server.graphql(admin, LIST)).body)
    // A refused reset (too long) must not echo the value either.
    const refused = await server.graphql(admin, PATCH, { id: user.id, input: { password: `${secondPassword}${'x'.repeat(300)}` } })
    expect(refused.status).toBe(400)
    record(refused.body)
    record((await server.graphql(admin, DELETE, { id: user.id })).body)

    const haystacks = [...seen, ...server.logs]
    expect(server.logs.length).toBeGreaterThan(0)
    for (const secret of [firstPassword, secondPassword, firstHash, secondHash, firstHash.split('$').pop()!]) {
      for (const text of haystacks) expect(text.includes(secret), `leaked ${secret.slice(0, 12)}…`).toBe(false)
    }
    // The token is shown once: no later answer carries it.
    expect(seen.slice(1).some((text) => text.includes(user.apiToken))).toBe(false)
    expect(seen.some((text) => /password|passwordHash|apiTokenHash/i.test(text.replace(/"message":"[^"]*"/g, '').replace(/"fields":\{[^}]*\}/g, '')))).toBe(
      false,
    )
  })
})

describe('Maya user administration', () => {
  it('lists active users sorted by first name with page metadata', async () => {
    const suffix = unique()
    for (const firstName of ['Zed', 'Amy']) {
      await server.graphql(admin, CREATE, { input: { email: `${firstName}.${suffix}@example.com`, firstName, lastName: suffix, password: 'pw' } })
    }
    const list = await server.graphql(admin, LIST)
    const names = list.body.data.getMayaUsers.data.map((user: { firstName: string }) => user.firstName.toLowerCase())
    expect(names).toEqual([...names].sort())
    expect(list.body.data.getMayaUsers.meta).toMatchObject({ currentPage: 1, size: 500 })
    expect(list.body.data.getMayaUsers.data.every((user: { apiToken: string | null }) => user.apiToken === null)).toBe(true)
  })

  it('refuses a duplicate e-mail, in any letter case, with a field message', async () => {
    const email = `dup.${unique()}@example.com`
    await server.graphql(admin, CREATE, { input: { email, firstName: 'One', lastName: 'Dup', password: 'pw' } })
    const again = await server.graphql(admin, CREATE, { input: { email: email.toUpperCase(), firstName: 'Two', lastName: 'Dup', password: 'pw' } })
    expect(again.status).toBe(409)
    expect(again.body.errors[0].message).toBe('A Maya user with this email already exists.')
    expect(again.body.errors[0].extensions.fields).toEqual({ email: ['A Maya user with this email already exists.'] })
  })

  it('answers 400 with field messages for bad input', async () => {
    const response = await server.graphql(admin, CREATE, { input: { email: '', firstName: 'x'.repeat(256), lastName: 'L', password: 'pw', qnsLevel: 7 } })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].extensions.fields).toMatchObject({
      email: ['This field is required.'],
      firstName: ['Must not be longer than 255 characters'],
      qnsLevel: ['Choose one of the listed options'],
    })
  })

  it('answers 404 for an unknown user and 403 for a non-admin', async () => {
    expect((await server.graphql(admin, DELETE, { id: 99_999_999 })).status).toBe(404)
    const ops = await server.tokenFor(OPS_EMAIL)
    expect((await server.graphql(ops, LIST)).status).toBe(403)
    expect((await server.graphql(ops, CREATE, { input: { email: 'x@y.io', firstName: 'a', lastName: 'b', password: 'c' } })).status).toBe(403)
  })
})
