import { sql, type SQL } from 'drizzle-orm'
import { execute, queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { insertRow, insertRows, setColumns } from '../../db/table.sql'
import { employeeApplications, employeeCredentials, employees } from '../../db/schema'
import { ADMIN_WORKBENCH_APP, MISSION_CONTROL_APP } from '../../auth/staff-directory'

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

async function selectEmployees(db: Queryable, where: SQL, tail: SQL = sql``): Promise<EmployeeRow[]> {
  const rows = await queryRows<{ employee: EmployeeRow }>(db, sql`select ${EMPLOYEE_JSON} from employees e where ${where} ${tail}`)
  return rows.map((row) => row.employee)
}

export const listEmployees = (db: Queryable, page?: { limit: number; offset: number }) =>
  selectEmployees(db, sql`true`, sql`order by lower(e.first_name), lower(e.last_name), e.id ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`)

export async function countEmployees(db: Queryable): Promise<number> {
  return (await queryRow<{ n: number }>(db, sql`select count(*)::int as n from employees`))?.n ?? 0
}

export async function findEmployee(db: Queryable, identity: string): Promise<EmployeeRow | undefined> {
  return (await selectEmployees(db, sql`e.identity = ${identity}`))[0]
}

export async function listApplications(db: Queryable): Promise<{ id: number; identity: string; name: string }[]> {
  return queryRows<{ id: number; identity: string; name: string }>(db, sql`select id, identity, name from applications order by id`)
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

export async function countEffectiveAdmins(db: Queryable): Promise<number> {
  return (await queryRow<{ n: number }>(db, sql`select count(*)::int as n from employees e where ${effectiveAdmin}`))?.n ?? 0
}

export async function isEffectiveAdmin(db: Queryable, employeeId: number): Promise<boolean> {
  const row = await queryRow<{ ok: boolean }>(db, sql`select exists(select 1 from employees e where e.id = ${employeeId} and ${effectiveAdmin}) as ok`)
  return row?.ok === true
}

/** Serialises changes that could remove the last admin, so two at once cannot both pass the check. */
export async function lockAdminSet(db: Queryable): Promise<void> {
  await execute(db, sql`select pg_advisory_xact_lock(7000007)`)
}

export async function credentialOwner(db: Queryable, email: string): Promise<{ id: number; employeeId: number } | undefined> {
  return queryRow<{ id: number; employeeId: number }>(db, sql`select id, employee_id as "employeeId" from employee_credentials where email = ${email}`)
}

/** A new employee with its primary e-mail address. */
export async function insertEmployee(db: Queryable, fields: EmployeeFields, email: string): Promise<{ id: number; identity: string }> {
  const created = (await queryRow<{ id: number; identity: string }>(db, sql`${insertRow(employees, fields)} returning id, identity`))!
  await execute(db, insertRow(employeeCredentials, { employeeId: created.id, email, isPrimary: true }))
  return created
}

export async function updateEmployeeFields(db: Queryable, employeeId: number, fields: EmployeeFields): Promise<void> {
  await execute(db, sql`update employees set ${setColumns(employees, fields)} where id = ${employeeId}`)
}

/** Credentials, applications and channels go with the employee (ON DELETE CASCADE). */
export async function deleteEmployeeRow(db: Queryable, employeeId: number): Promise<void> {
  await execute(db, sql`delete from employees where id = ${employeeId}`)
}

/** Replaces the employee's application set with exactly the given one. */
export async function setApplications(db: Queryable, employeeId: number, appIds: number[]): Promise<void> {
  const kept = appIds.length ? sql` and application_id <> all(${sql.param(appIds)}::bigint[])` : sql``
  await execute(db, sql`delete from employee_applications where employee_id = ${employeeId}${kept}`)
  if (appIds.length) {
    await execute(
      db,
      sql`${insertRows(
        employeeApplications,
        appIds.map((applicationId) => ({ employeeId, applicationId })),
      )} on conflict do nothing`,
    )
  }
}

/**
 * Makes `email` the employee's primary credential: an address it already has (or another's,
 * `owner`, checked free by the caller) becomes primary; otherwise the old primary address is
 * renamed, which keeps one row per person rather than piling up addresses.
 */
export async function setPrimaryEmail(db: Queryable, employeeId: number, email: string, owner: { id: number } | undefined): Promise<void> {
  await execute(db, sql`update employee_credentials set ${setColumns(employeeCredentials, { isPrimary: false })} where employee_id = ${employeeId}`)
  if (owner) {
    await execute(
      db,
      sql`update employee_credentials set ${setColumns(employeeCredentials, { isPrimary: true, isActive: true, isDeleted: false })} where id = ${owner.id}`,
    )
    return
  }
  const primary = await queryRow<{ id: number }>(db, sql`select id from employee_credentials where employee_id = ${employeeId} order by id limit 1`)
  if (primary) await execute(db, sql`update employee_credentials set ${setColumns(employeeCredentials, { email, isPrimary: true })} where id = ${primary.id}`)
  else await execute(db, insertRow(employeeCredentials, { employeeId, email, isPrimary: true }))
}
