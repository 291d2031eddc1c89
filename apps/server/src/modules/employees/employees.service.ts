import { employeeMessages } from '@mc/domain/staff/employee.messages'
import type { EmployeeInput } from '@mc/domain/staff/employee.schema'
import { recordAudit } from '../../audit/record-audit'
import { forgetAllStaff } from '../../auth/staff-directory'
import type { AppDeps } from '../../app-deps'
import type { Queryable } from '../../db/pg-statement'
import { inTransaction } from '../../db/transaction'
import { badRequest, conflict, notFound } from '../../http/errors'
import { parseIdentity } from '../../http/validate'
import {
  countEffectiveAdmins,
  credentialOwner,
  deleteEmployeeRow,
  findEmployee,
  insertEmployee,
  isEffectiveAdmin,
  listApplications,
  lockAdminSet,
  setApplications,
  setPrimaryEmail,
  updateEmployeeFields,
  type EmployeeFields,
  type EmployeeRow,
} from './employees.repository'

async function applicationIds(tx: Queryable, identities: string[]): Promise<number[]> {
  const known = await listApplications(tx)
  const byIdentity = new Map(known.map((app) => [app.identity, app.id]))
  const unknown = identities.filter((identity) => !byIdentity.has(identity))
  if (unknown.length) {
    const message = `Unknown application: ${unknown.join(', ')}`
    throw badRequest(message, { applicationIdentities: [message] })
  }
  return [...new Set(identities.map((identity) => byIdentity.get(identity)!))]
}

async function assertEmailFree(tx: Queryable, email: string, employeeId?: number): Promise<void> {
  const owner = await credentialOwner(tx, email)
  if (owner && owner.employeeId !== employeeId) throw conflict(employeeMessages.emailTaken, { email: [employeeMessages.emailTaken] })
}

/** Refuses a change that leaves nobody able to reach the Admin Workbench (checked after the write, before commit). */
async function assertAdminRemains(tx: Queryable, wasAdmin: boolean): Promise<void> {
  if (wasAdmin && (await countEffectiveAdmins(tx)) === 0) throw conflict(employeeMessages.lastAdmin)
}

const formFields = (input: EmployeeInput): EmployeeFields => ({
  firstName: input.firstName,
  lastName: input.lastName,
  title: input.title,
  officeLocation: input.officeLocation || null,
  isActive: input.isActive,
  isAdmin: input.isAdmin,
})

const audit = (tx: Queryable, actor: string, action: string, identity: string, before: EmployeeRow | null, after: EmployeeRow | null) =>
  recordAudit(tx, actor, { entityType: 'employee', entityIdentity: identity, action, before, after })

export async function createEmployee(deps: AppDeps, actor: string, input: EmployeeInput): Promise<EmployeeRow> {
  const row = await inTransaction(deps.pool, async (tx) => {
    await assertEmailFree(tx, input.email)
    const appIds = await applicationIds(tx, input.applicationIdentities)
    const created = await insertEmployee(tx, formFields(input), input.email)
    await setApplications(tx, created.id, appIds)
    const row = (await findEmployee(tx, created.identity))!
    await audit(tx, actor, 'createEmployee', row.identity, null, row)
    return row
  })
  // Seen by this process's next request, not after the staff cache's TTL (docs/SECURITY.md).
  forgetAllStaff(deps.pool)
  return row
}

export async function updateEmployee(deps: AppDeps, actor: string, identity: string, input: EmployeeInput): Promise<EmployeeRow> {
  parseIdentity(identity)
  const row = await inTransaction(deps.pool, async (tx) => {
    await lockAdminSet(tx)
    const before = await findEmployee(tx, identity)
    if (!before) throw notFound('Employee')
    const wasAdmin = await isEffectiveAdmin(tx, before.id)
    await assertEmailFree(tx, input.email, before.id)
    const appIds = await applicationIds(tx, input.applicationIdentities)
    await updateEmployeeFields(tx, before.id, formFields(input))
    await setPrimaryEmail(tx, before.id, input.email, await credentialOwner(tx, input.email))
    await setApplications(tx, before.id, appIds)
    await assertAdminRemains(tx, wasAdmin)
    const after = (await findEmployee(tx, identity))!
    await audit(tx, actor, 'updateEmployee', identity, before, after)
    return after
  })
  // Seen by this process's next request, not after the staff cache's TTL (docs/SECURITY.md).
  forgetAllStaff(deps.pool)
  return row
}

export async function deleteEmployee(deps: AppDeps, actor: string, identity: string): Promise<EmployeeRow> {
  parseIdentity(identity)
  const row = await inTransaction(deps.pool, async (tx) => {
    await lockAdminSet(tx)
    const before = await findEmployee(tx, identity)
    if (!before) throw notFound('Employee')
    const wasAdmin = await isEffectiveAdmin(tx, before.id)
    await deleteEmployeeRow(tx, before.id)
    await assertAdminRemains(tx, wasAdmin)
    await audit(tx, actor, 'deleteEmployee', identity, before, null)
    return before
  })
  // Seen by this process's next request, not after the staff cache's TTL (docs/SECURITY.md).
  forgetAllStaff(deps.pool)
  return row
}
