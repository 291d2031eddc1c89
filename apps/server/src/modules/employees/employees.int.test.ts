import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let admin: string
const APPS = { missionControl: 'APPMSNCONTRL', adminWorkbench: 'APPADMINWKBH' }

beforeAll(async () => {
  server = await startTestServer()
  admin = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const FIELDS =
  'identity firstName lastName title officeLocation email isActive isAdmin createdAt credentials { email primary } applications { identity name } applicationIdentities'
const LIST = `{ employees { ${FIELDS} } }`
const CREATE = `mutation C($input: EmployeeInput!) { createEmployee(input: $input) { ${FIELDS} } }`
const UPDATE = `mutation U($identity: String!, $input: EmployeeInput!) { updateEmployee(identity: $identity, input: $input) { ${FIELDS} } }`
const DELETE = `mutation D($identity: String!) { deleteEmployee(identity: $identity) { identity firstName } }`

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`
const input = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Casey',
  lastName: 'Newhire',
  title: 'Analyst',
  email,
  officeLocation: 'Austin, TX',
  applicationIdentities: [APPS.missionControl],
  ...extra,
})

describe('employees', () => {
  it('creates, edits and deletes an employee; sign-in authorization follows each change at once', async () => {
    const email = `casey.${unique()}@missioncontrol.test`
    const created = await server.graphql(admin, CREATE, { input: input(email.toUpperCase()) })
    expect(created.status).toBe(200)
    const employee = created.body.data.createEmployee
    expect(employee).toMatchObject({ firstName: 'Casey', email, isActive: true, isAdmin: false, applicationIdentities: [APPS.missionControl] })
    expect(employee.credentials).toEqual([{ email, primary: true }])

    const token = await server.tokenFor(email)
    expect((await server.call('GET', '/api/me', { token })).status).toBe(200)
    expect((await server.call('GET', '/api/admin/employees', { token })).status).toBe(403)

    const promoted = await server.graphql(admin, UPDATE, {
      identity: employee.identity,
      input: input(email, { applicationIdentities: [APPS.missionControl, APPS.adminWorkbench] }),
    })
    expect(promoted.status).toBe(200)
    expect((await server.call('GET', '/api/admin/employees', { token })).status).toBe(200)

    const withoutApp = await server.graphql(admin, UPDATE, { identity: employee.identity, input: input(email, { applicationIdentities: [] }) })
    expect(withoutApp.body.data.updateEmployee.applications).toEqual([])
    expect((await server.call('GET', '/api/me', { token })).status).toBe(403)

    const newEmail = `casey.renamed.${unique()}@missioncontrol.test`
    const renamed = await server.graphql(admin, UPDATE, { identity: employee.identity, input: input(newEmail) })
    expect(renamed.body.data.updateEmployee.credentials).toEqual([{ email: newEmail, primary: true }])
    expect((await server.call('GET', '/api/me', { token: await server.tokenFor(newEmail) })).status).toBe(200)
    expect((await server.call('GET', '/api/me', { token })).status).toBe(403)

    const deleted = await server.graphql(admin, DELETE, { identity: employee.identity })
    expect(deleted.body.data.deleteEmployee).toEqual({ identity: employee.identity, firstName: 'Casey' })
    expect((await server.call('GET', '/api/me', { token: await server.tokenFor(newEmail) })).status).toBe(403)
    const list = await server.graphql(admin, LIST)
    expect(list.body.data.employees.some((e: { identity: string }) => e.identity === employee.identity)).toBe(false)
    const audit = await server.runtime.deps.pool.query(`select action from audit_log where entity_type = 'employee' and entity_identity = $1 order by id`, [
      employee.identity,
    ])
    expect(audit.rows.map((row) => row.action)).toEqual(['createEmployee', 'updateEmployee', 'updateEmployee', 'updateEmployee', 'deleteEmployee'])
  })

  it('refuses a 65-character first name and a blank title with field messages', async () => {
    const response = await server.graphql(admin, CREATE, { input: input(`x.${unique()}@missioncontrol.test`, { firstName: 'F'.repeat(65), title: ' ' }) })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].extensions.fields).toEqual({ firstName: ['Must not be longer than 64 characters'], title: ['This field is required.'] })
  })

  it('refuses an e-mail that belongs to another employee (409) and an unknown application (400)', async () => {
    const taken = await server.graphql(admin, CREATE, { input: input(OPS_EMAIL) })
    expect(taken.status).toBe(409)
    expect(taken.body.errors[0].extensions.fields).toEqual({ email: ['This email address already belongs to another employee.'] })
    const unknownApp = await server.graphql(admin, CREATE, { input: input(`y.${unique()}@missioncontrol.test`, { applicationIdentities: ['NOSUCHAPP000'] }) })
    expect(unknownApp.status).toBe(400)
    expect(unknownApp.body.errors[0].extensions.fields.applicationIdentities).toBeDefined()
  })

  it('GET /admin/employees pages with meta', async () => {
    const response = await server.call('GET', '/api/admin/employees?page=2&limit=5', { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.meta).toMatchObject({ currentPage: 2, size: 5 })
    expect(response.body.meta.totalElements).toBeGreaterThan(5)
    expect(response.body.employees).toHaveLength(5)
    expect((await server.call('GET', '/api/admin/employees?page=0', { token: admin })).status).toBe(400)
  })
})

describe('the last active admin', () => {
  it('cannot be deleted, deactivated or stripped of admin rights; the others are restored afterwards', async () => {
    type Row = {
      identity: string
      firstName: string
      lastName: string
      title: string
      officeLocation: string | null
      email: string
      isActive: boolean
      isAdmin: boolean
      applicationIdentities: string[]
    }
    const all: Row[] = (await server.graphql(admin, LIST)).body.data.employees
    const toInput = (e: Row) => ({
      firstName: e.firstName,
      lastName: e.lastName,
      title: e.title,
      email: e.email,
      officeLocation: e.officeLocation ?? '',
      applicationIdentities: e.applicationIdentities,
      isActive: e.isActive,
      isAdmin: e.isAdmin,
    })
    const me = all.find((e) => e.email === ADMIN_EMAIL)!
    const otherAdmins = all.filter((e) => e.identity !== me.identity && e.isActive && (e.isAdmin || e.applicationIdentities.includes(APPS.adminWorkbench)))
    try {
      for (const other of otherAdmins) {
        const demoted = await server.graphql(admin, UPDATE, {
          identity: other.identity,
          input: { ...toInput(other), isAdmin: false, applicationIdentities: other.applicationIdentities.filter((id) => id !== APPS.adminWorkbench) },
        })
        expect(demoted.status).toBe(200)
      }
      const message = 'This change would leave no active admin: at least one active employee must keep Admin Workbench access.'
      const attempts = [
        await server.graphql(admin, DELETE, { identity: me.identity }),
        await server.graphql(admin, UPDATE, { identity: me.identity, input: { ...toInput(me), isActive: false } }),
        await server.graphql(admin, UPDATE, { identity: me.identity, input: { ...toInput(me), isAdmin: false, applicationIdentities: [APPS.missionControl] } }),
      ]
      for (const attempt of attempts) {
        expect(attempt.status).toBe(409)
        expect(attempt.body.errors[0].message).toBe(message)
      }
      // Nothing half-written: the admin still gets in.
      expect((await server.call('GET', '/api/admin/employees', { token: admin })).status).toBe(200)
    } finally {
      for (const other of otherAdmins) await server.graphql(admin, UPDATE, { identity: other.identity, input: toInput(other) })
    }
  })
})
