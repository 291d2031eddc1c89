import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import { mayaUsers } from '../../db/schema'

type Executor = Pick<Database, 'select'>
type Writer = Pick<Database, 'insert' | 'update' | 'delete'>

/** Every column the API may show: the password and API token hashes are deliberately absent. */
export const publicMayaUserColumns = {
  id: mayaUsers.id,
  firstName: mayaUsers.firstName,
  lastName: mayaUsers.lastName,
  email: mayaUsers.email,
  qnsLevel: mayaUsers.qnsLevel,
  avatar: mayaUsers.avatar,
  permissions: mayaUsers.permissions,
  menuLeft: mayaUsers.menuLeft,
  isActive: mayaUsers.isActive,
  createdAt: mayaUsers.createdAt,
}

export interface MayaUserRow {
  id: number
  firstName: string
  lastName: string
  email: string
  qnsLevel: number
  avatar: string | null
  permissions: Record<string, unknown>
  menuLeft: unknown[]
  isActive: boolean
  createdAt: Date
}

/** Active users sorted by first name (001 §2). */
export async function listActiveMayaUsers(db: Executor, page: { limit: number; offset: number }): Promise<{ rows: MayaUserRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(publicMayaUserColumns)
      .from(mayaUsers)
      .where(eq(mayaUsers.isActive, true))
      .orderBy(asc(sql`lower(${mayaUsers.firstName})`), asc(mayaUsers.lastName), asc(mayaUsers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(mayaUsers).where(eq(mayaUsers.isActive, true)),
  ])
  return { rows, total: Number(totals[0]?.n ?? 0) }
}

export async function findMayaUser(db: Executor, id: number): Promise<MayaUserRow | undefined> {
  const [row] = await db.select(publicMayaUserColumns).from(mayaUsers).where(eq(mayaUsers.id, id))
  return row
}

/** Whether another user already holds the e-mail (compared case-insensitively, as the unique index does). */
export async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mayaUsers.id })
    .from(mayaUsers)
    .where(and(sql`lower(${mayaUsers.email}) = lower(${email})`, exceptId === undefined ? undefined : ne(mayaUsers.id, exceptId)))
    .limit(1)
  return !!row
}

export async function insertMayaUser(db: Writer, values: typeof mayaUsers.$inferInsert): Promise<MayaUserRow> {
  const [row] = await db.insert(mayaUsers).values(values).returning(publicMayaUserColumns)
  return row!
}

/** Writes the given columns; returns the public columns as saved. */
export async function updateMayaUser(db: Writer, id: number, values: Partial<typeof mayaUsers.$inferInsert>): Promise<MayaUserRow> {
  const [row] = await db
    .update(mayaUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mayaUsers.id, id))
    .returning(publicMayaUserColumns)
  return row!
}

export async function deleteMayaUserRow(db: Writer, id: number): Promise<void> {
  await db.delete(mayaUsers).where(eq(mayaUsers.id, id))
}
