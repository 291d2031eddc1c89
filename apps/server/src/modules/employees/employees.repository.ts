import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import { employeeApplications, employeeCredentials, employees } from '../../db/schema'
import { ADMIN_WORKBENCH_APP, MISSION_CONTROL_APP } from '../../auth/staff-directory'

/** A drizzle database or an open transaction: reads run inside the caller's transaction when there is one. */
export type Executor = Pick<Database, 'execute'>
/** What the writes need: the database or an open transaction. */
export type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>

/** The form's columns of an employee row (e-mail and applications are written on their own). */
export type EmployeeFields = Required<Pick<typeof employees.$inferInsert, 'firstName' | 'lastName' | 'title' | 'officeLocation' | 'isActive' | 'isAdmin'>>

export interface EmployeeRow {
  id: number
  identity: string
  firstName: string
  lastName: string
  title: string
  officeLocation: string | null
  email: string | null
  isActive: boolean
  isAdmin: boolean
  createdAt: string
  credentials: { email: string; isActive: boolean; isDeleted: boolean; primary: boolean }[]
  applications: { identity: string; name: string }[]
  channels: { identity: string; name: string }[]
}

// One statement for the employees and everything the table shows: no query per row.
const EMPLOYEE_JSON = sql`json_build_object(
  'id', e.id, 'identity', e.identity, 'firstName', e.first_name, 'lastName', e.last_name, 'title', e.title,
  'officeLocation', e.office_location, 'isActive', e.is_active, 'isAdmin', e.is_admin, 'createdAt', e.created_at,
  'email', (select c.email from employee_credentials c where c.employee_id = e.id and not c.is_deleted
            order by c.is_primary desc, c.id limit 1),
  'credentials', coalesce((select json_agg(json_build_object('email', c.email, 'isActive', c.is_active,
      'isDeleted', c.is_deleted, 'primary', c.is_primary) order by c.is_primary desc, c.id)
    from employee_credentials c where c.employee_id = e.id), '[]'::json),
  'applications', coalesce((select json_agg(json_build_object('identity', a.identity, 'name', a.name) order by a.name)
    from employee_applications ea join applications a on a.id = ea.application_id where ea.employee_id = e.id), '[]'::json),
  'channels', coalesce((select json_agg(json_build_object('identity', ch.identity, 'name', ch.name) order by ch.name)
    from employee_channels ec join channels ch on ch.id = ec.channel_id where ec.employee_id = e.id), '[]'::json)
) as employee`

async function selectEmployees(db: Executor, where: SQL, tail: SQL = sql``): Promise<EmployeeRow[]> {
  const result = await db.execute<{ employee: EmployeeRow }>(sql`select ${EMPLOYEE_JSON} from employees e where ${where} ${tail}`)
  return result.rows.map((row) => row.employee)
}

export const listEmployees = (db: Executor, page?: { limit: number; offset: number }) =>
  selectEmployees(db, sql`true`, sql`order by lower(e.first_name), lower(e.last_name), e.id ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`)

export async function countEmployees(db: Executor): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from employees`)
  return Number(result.rows[0]?.n ?? 0)
}

export async function findEmployee(db: Executor, identity: string): Promise<EmployeeRow | undefined> {
  return (await selectEmployees(db, sql`e.identity = ${identity}`))[0]
}

export async function listApplications(db: Executor): Promise<{ id: number; identity: string; name: string }[]> {
  const result = await db.execute<{ id: number; identity: string; name: string }>(sql`select id, identity, name from applications order by id`)
  return result.rows
}

/**
 * The same test the auth hook applies on each request (staff-directory.ts): an active employee with
 * an active e-mail, the Mission Control application, and isAdmin or the Admin Workbench application.
 */
const effectiveAdmin = sql`e.is_active
  and exists (select 1 from employee_credentials c where c.employee_id = e.id and c.is_active and not c.is_deleted)
  and exists (select 1 from employee_applications ea join applications a on a.id = ea.application_id
              where ea.employee_id = e.id and a.name = ${MISSION_CONTROL_APP})
  and (e.is_admin or exists (select 1 from employee_applications ea join applications a on a.id = ea.application_id
              where ea.employee_id = e.id and a.name = ${ADMIN_WORKBENCH_APP}))`

export async function countEffectiveAdmins(db: Executor): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from employees e where ${effectiveAdmin}`)
  return Number(result.rows[0]?.n ?? 0)
}

export async function isEffectiveAdmin(db: Executor, employeeId: number): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(sql`select exists(select 1 from employees e where e.id = ${employeeId} and ${effectiveAdmin}) as ok`)
  return result.rows[0]?.ok === true
}

/** Serialises changes that could remove the last admin, so two at once cannot both pass the check. */
export async function lockAdminSet(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7000007)`)
}

export async function credentialOwner(db: Executor, email: string): Promise<{ id: number; employeeId: number } | undefined> {
  const result = await db.execute<{ id: number; employee_id: number }>(sql`select id, employee_id from employee_credentials where email = ${email}`)
  const row = result.rows[0]
  return row ? { id: Number(row.id), employeeId: Number(row.employee_id) } : undefined
}

/** A new employee with its primary e-mail address. */
export async function insertEmployee(db: Writer, fields: EmployeeFields, email: string): Promise<{ id: number; identity: string }> {
  const [created] = await db.insert(employees).values(fields).returning({ id: employees.id, identity: employees.identity })
  await db.insert(employeeCredentials).values({ employeeId: created!.id, email, isPrimary: true })
  return { id: Number(created!.id), identity: created!.identity }
}

export async function updateEmployeeFields(db: Writer, employeeId: number, fields: EmployeeFields): Promise<void> {
  await db.update(employees).set(fields).where(eq(employees.id, employeeId))
}

/** Credentials, applications and channels go with the employee (ON DELETE CASCADE). */
export async function deleteEmployeeRow(db: Writer, employeeId: number): Promise<void> {
  await db.delete(employees).where(eq(employees.id, employeeId))
}

/** Replaces the employee's application set with exactly the given one. */
export async function setApplications(db: Writer, employeeId: number, appIds: number[]): Promise<void> {
  await db
    .delete(employeeApplications)
    .where(and(eq(employeeApplications.employeeId, employeeId), appIds.length ? notInArray(employeeApplications.applicationId, appIds) : undefined))
  if (appIds.length) {
    await db
      .insert(employeeApplications)
      .values(appIds.map((applicationId) => ({ employeeId, applicationId })))
      .onConflictDoNothing()
  }
}

/**
 * Makes `email` the employee's primary credential: an address it already has (or another's,
 * `owner`, checked free by the caller) becomes primary; otherwise the old primary address is
 * renamed, which keeps one row per person rather than piling up addresses.
 */
export async function setPrimaryEmail(db: Writer, employeeId: number, email: string, owner: { id: number } | undefined): Promise<void> {
  await db.update(employeeCredentials).set({ isPrimary: false }).where(eq(employeeCredentials.employeeId, employeeId))
  if (owner) {
    await db.update(employeeCredentials).set({ isPrimary: true, isActive: true, isDeleted: false }).where(eq(employeeCredentials.id, owner.id))
    return
  }
  const [primary] = await db
    .select({ id: employeeCredentials.id })
    .from(employeeCredentials)
    .where(eq(employeeCredentials.employeeId, employeeId))
    .orderBy(employeeCredentials.id)
    .limit(1)
  if (primary) await db.update(employeeCredentials).set({ email, isPrimary: true }).where(eq(employeeCredentials.id, primary.id))
  else await db.insert(employeeCredentials).values({ employeeId, email, isPrimary: true })
}
