import { sql } from 'drizzle-orm'
import { execute, queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { insertRow, pickColumns, setColumns } from '../../db/table.sql'
import { mayaUsers } from '../../db/schema'

/** Every column the API may show: the password and API token hashes are deliberately absent. */
const PUBLIC_COLUMNS = ['id', 'firstName', 'lastName', 'email', 'qnsLevel', 'avatar', 'permissions', 'menuLeft', 'isActive', 'createdAt'] as const

export type MayaUserRow = Pick<typeof mayaUsers.$inferSelect, (typeof PUBLIC_COLUMNS)[number]>

const publicColumns = pickColumns(mayaUsers, PUBLIC_COLUMNS)

/** Active users sorted by first name (001 §2). */
export async function listActiveMayaUsers(db: Queryable, page: { limit: number; offset: number }): Promise<{ rows: MayaUserRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    queryRows<MayaUserRow>(
      db,
      sql`select ${publicColumns} from maya_users where is_active order by lower(first_name), last_name, id limit ${page.limit} offset ${page.offset}`,
    ),
    queryRow<{ n: number }>(db, sql`select count(*)::int as n from maya_users where is_active`),
  ])
  return { rows, total: totals?.n ?? 0 }
}

export async function findMayaUser(db: Queryable, id: number): Promise<MayaUserRow | undefined> {
  return queryRow<MayaUserRow>(db, sql`select ${publicColumns} from maya_users where id = ${id}`)
}

/** Whether another user already holds the e-mail (compared case-insensitively, as the unique index does). */
export async function emailTaken(db: Queryable, email: string, exceptId?: number): Promise<boolean> {
  const except = exceptId === undefined ? sql`` : sql` and id <> ${exceptId}`
  return !!(await queryRow<{ id: number }>(db, sql`select id from maya_users where lower(email) = lower(${email})${except} limit 1`))
}

export async function insertMayaUser(db: Queryable, values: typeof mayaUsers.$inferInsert): Promise<MayaUserRow> {
  return (await queryRow<MayaUserRow>(db, sql`${insertRow(mayaUsers, values)} returning ${publicColumns}`))!
}

/** Writes the given columns; returns the public columns as saved. */
export async function updateMayaUser(db: Queryable, id: number, values: Partial<typeof mayaUsers.$inferInsert>): Promise<MayaUserRow> {
  return (await queryRow<MayaUserRow>(db, sql`update maya_users set ${setColumns(mayaUsers, values)} where id = ${id} returning ${publicColumns}`))!
}

export async function deleteMayaUserRow(db: Queryable, id: number): Promise<void> {
  await execute(db, sql`delete from maya_users where id = ${id}`)
}
