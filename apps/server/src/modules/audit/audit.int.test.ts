import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_RETENTION_DAYS } from '@mc/domain/audit/audit.schema'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { waitFor } from '../../ops/child-server.test-helper'
import { authorizationParams, createStaffAccount, newClientAddress, signInForm, uniqueEmail } from '../../auth/embedded-provider/sign-in-form.test-helper'
import { auditRetentionJob } from './audit-retention.job'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const unique = () => `${Date.now() % 1e8}${Math.floor(Math.random() * 1e4)}`

type Entry = { actorEmail: string; entityType: string; entityIdentity: string; action: string; before: any; after: any; createdAt: string }

/** The entries of one entity, oldest first, through the admin API the Audit screen reads. */
async function entriesOf(entityType: string, entityIdentity: string): Promise<Entry[]> {
  const answer = await server.call('GET', `/api/admin/audit?entityType=${entityType}&limit=100`, { token: admin })
  expect(answer.status).toBe(200)
  return (answer.body.entries as Entry[]).filter((entry) => entry.entityIdentity === entityIdentity).reverse()
}

/** No secret in an entry: no field named as one, and none of the given values anywhere. */
function expectNoSecrets(entries: Entry[], secrets: string[] = []): void {
  const text = JSON.stringify(entries)
  expect(text).not.toMatch(/"[A-Za-z_]*(password|hash|token|secret)"\s*:/i)
  expect(text).not.toContain('$argon2')
  for (const secret of secrets) expect(text).not.toContain(secret)
}

describe('every Admin Workbench write is on record: who, when, what, before and after', () => {
  it('employees: create, update, delete', async () => {
    const email = `audit.${unique()}@missioncontrol.test`
    const input = {
      firstName: 'Audrey',
      lastName: 'Trail',
      title: 'Auditor',
      email,
      officeLocation: '',
      isActive: true,
      isAdmin: false,
      applicationIdentities: [],
    }
    const created = await server.graphql(admin, `mutation C($input: EmployeeInput!) { createEmployee(input: $input) { identity } }`, { input })
    const identity = created.body.data.createEmployee.identity as string
    await server.graphql(admin, `mutation U($identity: String!, $input: EmployeeInput!) { updateEmployee(identity: $identity, input: $input) { identity } }`, {
      identity,
      input: { ...input, title: 'Chief Auditor' },
    })
    await server.graphql(admin, `mutation D($identity: String!) { deleteEmployee(identity: $identity) { identity } }`, { identity })
    const entries = await entriesOf('employee', identity)
    expect(entries.map((entry) => entry.action)).toEqual(['createEmployee', 'updateEmployee', 'deleteEmployee'])
    expect(entries.every((entry) => entry.actorEmail === ADMIN_EMAIL && !Number.isNaN(Date.parse(entry.createdAt)))).toBe(true)
    expect(entries[0]).toMatchObject({ before: null, after: { email, title: 'Auditor' } })
    expect(entries[1]).toMatchObject({ before: { title: 'Auditor' }, after: { title: 'Chief Auditor' } })
    expect(entries[2]).toMatchObject({ before: { title: 'Chief Auditor' }, after: null })
    expectNoSecrets(entries)
  })

  it('Maya users: create, edit, password reset, delete, with no password, hash or API token in any entry', async () => {
    const password = `First-${randomBytes(6).toString('hex')}`
    const secondPassword = `Second-${randomBytes(6).toString('hex')}`
    const created = await server.graphql(admin, `mutation C($input: MayaUserCreateInput!) { CreateMayaUsers(input: $input) { id apiToken } }`, {
      input: { email: `maya.${unique()}@example.com`, firstName: 'Audit', lastName: 'Trail', password, qnsLevel: 4 },
    })
    const { id, apiToken } = created.body.data.CreateMayaUsers as { id: number; apiToken: string }
    const patch = `mutation P($id: Int!, $input: MayaUserPatchInput!) { patchMayaUsers(id: $id, input: $input) { id } }`
    await server.graphql(admin, patch, { id, input: { lastName: 'Trailed' } })
    await server.graphql(admin, patch, { id, input: { password: secondPassword } })
    await server.graphql(admin, `mutation D($id: Int!) { DeleteMayaUsers(id: $id) { id } }`, { id })
    const entries = await entriesOf('maya_user', String(id))
    expect(entries.map((entry) => entry.action)).toEqual(['CreateMayaUsers', 'patchMayaUsers', 'resetMayaUserPassword', 'DeleteMayaUsers'])
    expect(entries[1]).toMatchObject({ before: { lastName: 'Trail' }, after: { lastName: 'Trailed' } })
    expect(entries.every((entry) => entry.actorEmail === ADMIN_EMAIL)).toBe(true)
    expectNoSecrets(entries, [password, secondPassword, apiToken])
  })

  it('lookup tables (responsibilities, analytics cubes) and dashboard mappings: create, update, delete', async () => {
    const call = (method: string, url: string, body?: unknown) => server.call(method, `/api${url}`, { token: admin, ...(body ? { body } : {}) })
    const responsibility = (
      await call('POST', '/admin/lookup_tables?table=responsibilities', { responsibility: { name: `Audit ${unique()}`, description: 'Audited' } })
    ).body.responsibility as { identity: string }
    await call('PATCH', `/admin/lookup_tables/${responsibility.identity}?table=responsibilities`, { responsibility: { description: 'Edited' } })
    await call('DELETE', `/admin/lookup_tables/${responsibility.identity}?table=responsibilities`)
    const responsibilityEntries = await entriesOf('responsibility', responsibility.identity)
    expect(responsibilityEntries.map((entry) => entry.action)).toEqual(['createResponsibility', 'updateResponsibility', 'updateResponsibility'])
    expect(responsibilityEntries[2]).toMatchObject({ before: { is_deleted: false }, after: { is_deleted: true, deleted_by: ADMIN_EMAIL } })

    const cube = (
      await call('POST', '/admin/lookup_tables?table=sisense_cubes', {
        sisense_cube: { sisense_id: `cube-${unique()}`, name: 'Audit cube', description: 'Audited', sisense_cube_type_id: 1 },
      })
    ).body.sisense_cube as { id: number }
    await call('PATCH', `/admin/lookup_tables/${cube.id}?table=sisense_cubes`, { sisense_cube: { name: 'Audit cube, renamed' } })
    expect((await entriesOf('sisense_cube', String(cube.id))).map((entry) => entry.action)).toEqual(['createSisenseCube', 'updateSisenseCube'])

    const live = (await call('POST', '/admin/lookup_tables?table=responsibilities', { responsibility: { name: `Mapped ${unique()}`, description: 'Mapped' } }))
      .body.responsibility as {
      identity: string
    }
    const dashboards = (await call('GET', '/admin/lookup_tables?table=sisense_dashboards&limit=2')).body.sisense_dashboards as { id: number }[]
    const base = '/admin/sisense_dashboard_responsibilities'
    const mapping = (
      await call('POST', base, { sisense_dashboard_responsibility: { responsibility_identity: live.identity, sisense_dashboard_id: dashboards[0]!.id } })
    ).body.sisense_dashboard_responsibility as { id: number }
    await call('PUT', `${base}/${mapping.id}`, {
      sisense_dashboard_responsibility: { responsibility_identity: live.identity, sisense_dashboard_id: dashboards[1]!.id },
    })
    await call('DELETE', `${base}/${mapping.id}`)
    const mappingEntries = await entriesOf('sisense_dashboard_responsibility', String(mapping.id))
    expect(mappingEntries.map((entry) => entry.action)).toEqual(['createMapping', 'updateMapping', 'deleteMapping'])
    expect(mappingEntries[2]!.after).toBeNull()
    expectNoSecrets([...responsibilityEntries, ...mappingEntries])
  })
})

describe('security events are on record', () => {
  it('a wrong password, a lockout, never the password typed', async () => {
    const email = uniqueEmail('audit-failure')
    await createStaffAccount(server.runtime.deps.pool, { email, password: 'Right-Horse-42' })
    const clientAddress = newClientAddress()
    const form = signInForm(server.baseUrl, clientAddress)
    const login = await form.open()
    const typed: string[] = []
    for (let i = 0; i < 5; i++) {
      typed.push(`Wrong-Horse-${i}-${unique()}`)
      await form.submit(login, email, typed[i]!)
    }
    const entries = await entriesOf('sign_in', email)
    expect(entries.map((entry) => entry.action)).toEqual(['signInFailed', 'signInFailed', 'signInFailed', 'signInFailed', 'signInFailed', 'lockAccountSignIn'])
    expect(entries[0]).toMatchObject({ actorEmail: email, after: { email, clientAddress } })
    expectNoSecrets(entries, typed)
  })

  it('a logout (the token revoked), never the token', async () => {
    const token = await server.tokenFor(OPS_EMAIL)
    expect((await server.call('DELETE', '/api/logout', { token })).status).toBe(204)
    const entries = await entriesOf('session', OPS_EMAIL)
    const last = entries.at(-1)!
    expect(last).toMatchObject({ actorEmail: OPS_EMAIL, action: 'logout', after: { providerSessionsEnded: true } })
    expectNoSecrets([last], [token, token.split('.')[2]!])
  })

  it('a refresh token revoked at the provider, never the token', async () => {
    const refreshToken = await signInForTokens(server.baseUrl)
    const revoked = await fetch(`${server.baseUrl}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: 'mission-control-web' }),
    })
    expect(revoked.status).toBe(200)
    let entries: Entry[] = []
    await waitFor(async () => (entries = await entriesOf('session', 'staff-audit@missioncontrol.test')).some((e) => e.action === 'revokeRefreshToken'), 10_000)
    expect(entries.find((entry) => entry.action === 'revokeRefreshToken')).toMatchObject({
      after: { tokenKind: 'RefreshToken', clientId: 'mission-control-web' },
    })
    expectNoSecrets(entries, [refreshToken])
  })
})

describe('the Audit screen API', () => {
  it('filters by actor, entity type, action and date range, and pages newest first', async () => {
    const call = (query: string) => server.call('GET', `/api/admin/audit?${query}`, { token: admin })
    const name = `Filtered ${unique()}`
    const created = (
      await server.call('POST', '/api/admin/lookup_tables?table=responsibilities', {
        token: admin,
        body: { responsibility: { name, description: 'Filtered' } },
      })
    ).body.responsibility as { identity: string }
    const today = new Date().toISOString().slice(0, 10)
    const match = await call(`actor=ADMIN@missioncontrol&entityType=responsibility&action=createresp&from=${today}&to=${today}&limit=100`)
    expect(match.status).toBe(200)
    expect(match.body.entries.some((entry: Entry) => entry.entityIdentity === created.identity)).toBe(true)
    expect(match.body.entries.every((entry: Entry) => entry.entityType === 'responsibility' && entry.action === 'createResponsibility')).toBe(true)
    expect(match.body.meta).toMatchObject({ currentPage: 1, size: 100 })

    expect((await call(`entityType=responsibility&to=2000-01-01`)).body.entries).toEqual([])
    expect((await call(`actor=${encodeURIComponent('%')}`)).body.entries).toEqual([])
    const paged = await call('limit=2')
    expect(paged.body.entries).toHaveLength(2)
    expect(Date.parse(paged.body.entries[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(paged.body.entries[1].createdAt))

    const bad = await call('from=2026-13-01&to=x&limit=0')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['from', 'limit', 'to'])
    expect((await call('from=2026-02-01&to=2026-01-01')).body.fields).toEqual({ to: ['The start date must not be after the end date.'] })
  })

  it('exports the filtered rows as CSV, formulas quoted', async () => {
    const name = `=HYPERLINK("x") ${unique()}`
    const created = (
      await server.call('POST', '/api/admin/lookup_tables?table=responsibilities', {
        token: admin,
        body: { responsibility: { name, description: 'Filtered' } },
      })
    ).body.responsibility as { identity: string }
    const answer = await fetch(`${server.baseUrl}/api/admin/audit.csv?entityType=responsibility&action=createResponsibility`, {
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/csv')
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/)
    expect(answer.headers.get('x-audit-truncated')).toBe('false')
    const lines = (await answer.text()).split('\r\n')
    expect(lines[0]).toBe('Time (UTC),Actor,Entity Type,Entity,Action,Before,After')
    const line = lines.find((l) => l.includes(created.identity))!
    expect(line).toContain(`${ADMIN_EMAIL},responsibility,${created.identity},createResponsibility`)
    expect(lines.slice(1).every((l) => l === '' || l.includes(',responsibility,'))).toBe(true)
  })

  it('refuses anyone but an admin, the list and the export alike', async () => {
    const ops = await server.tokenFor(OPS_EMAIL)
    expect((await server.call('GET', '/api/admin/audit', { token: ops })).status).toBe(403)
    expect((await server.call('GET', '/api/admin/audit.csv', { token: ops })).status).toBe(403)
    expect((await server.call('GET', '/api/admin/audit')).status).toBe(401)
  })
})

describe('retention', () => {
  it(`the audit-retention job removes admin and security entries older than ${AUDIT_RETENTION_DAYS} days and keeps mission history`, async () => {
    const pool = server.runtime.deps.pool
    const marker = `retention-${unique()}`
    const old = `now() - interval '${AUDIT_RETENTION_DAYS + 1} days'`
    await pool.query(
      `insert into audit_log (actor_email, entity_type, entity_identity, action, created_at) values
       ('a@x.test', 'employee', $1, 'old', ${old}), ('a@x.test', 'sign_in', $1, 'old', ${old}),
       ('a@x.test', 'mission', $1, 'old', ${old}), ('a@x.test', 'employee', $1, 'recent', now() - interval '10 days')`,
      [marker],
    )
    await server.runtime.deps.jobs.send(auditRetentionJob, {})
    const left = async () =>
      (await pool.query<{ entity_type: string; action: string }>(`select entity_type, action from audit_log where entity_identity = $1 order by id`, [marker]))
        .rows
    await waitFor(async () => (await left()).length === 2, 20_000)
    expect(await left()).toEqual([
      { entity_type: 'mission', action: 'old' },
      { entity_type: 'employee', action: 'recent' },
    ])
  })
})

/** The console's sign-in through the embedded provider, up to a refresh token, for an account of the test's own. */
async function signInForTokens(baseUrl: string): Promise<string> {
  const email = 'staff-audit@missioncontrol.test'
  await server.runtime.deps.pool.query(`delete from staff_accounts where email = $1`, [email])
  await createStaffAccount(server.runtime.deps.pool, { email, password: 'Audit-Horse-7' })
  const jar = new Map<string, string>()
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1))
    }
    return response
  }
  const verifier = randomBytes(32).toString('base64url')
  const params = authorizationParams(baseUrl, createHash('sha256').update(verifier).digest('base64url'))
  const interaction = (await go(`/oidc/auth?${params.toString()}`)).headers.get('location')!
  await go(interaction)
  const submitted = await go(`${new URL(interaction, baseUrl).pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'Audit-Horse-7' }).toString(),
  })
  let location = submitted.headers.get('location')!
  for (let hops = 0; hops < 5 && !location.startsWith(`${baseUrl}/callback`); hops++) location = (await go(location)).headers.get('location')!
  const code = new URLSearchParams(new URL(location).hash.slice(1)).get('code')!
  const tokens = (await (
    await fetch(`${baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: 'mission-control-web',
        redirect_uri: `${baseUrl}/callback`,
        code_verifier: verifier,
      }),
    })
  ).json()) as { refresh_token: string }
  return tokens.refresh_token
}
