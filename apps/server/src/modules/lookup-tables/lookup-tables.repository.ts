import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import { relationshipTypes, responsibilities, sisenseCubes, sisenseDashboards } from '../../db/schema'

type Db = Pick<Database, 'select' | 'insert' | 'update'>
type Page = { limit: number; offset: number }

const total = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0)

const activeDashboard = and(eq(sisenseDashboards.isActive, true), eq(sisenseDashboards.isDeleted, false))

/** Active, not-deleted dashboards by name. */
export async function listActiveDashboards(db: Db, page: Page) {
  const columns = { id: sisenseDashboards.id, name: sisenseDashboards.name, is_active: sisenseDashboards.isActive, is_deleted: sisenseDashboards.isDeleted }
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(sisenseDashboards)
      .where(activeDashboard)
      .orderBy(asc(sisenseDashboards.name), asc(sisenseDashboards.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(sisenseDashboards).where(activeDashboard),
  ])
  return { rows, total: total(totals) }
}

export async function listRelationshipTypes(db: Db, page: Page) {
  const [rows, totals] = await Promise.all([
    db
      .select({ id: relationshipTypes.id, name: relationshipTypes.name })
      .from(relationshipTypes)
      .orderBy(asc(relationshipTypes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(relationshipTypes),
  ])
  return { rows, total: total(totals) }
}

// The wire names of 001 §3 (snake_case), straight from the columns.
const responsibilityColumns = {
  identity: responsibilities.identity,
  name: responsibilities.name,
  description: responsibilities.description,
  is_active: responsibilities.isActive,
  is_deleted: responsibilities.isDeleted,
  created_by: responsibilities.createdBy,
  updated_by: responsibilities.updatedBy,
  deleted_by: responsibilities.deletedBy,
  created_at: responsibilities.createdAt,
  updated_at: responsibilities.updatedAt,
  deleted_at: responsibilities.deletedAt,
}

export interface ResponsibilityFilter {
  isActive?: boolean
  isDeleted?: boolean
  /** Part of the name, any case; `%`, `_` and `\` match themselves. */
  name?: string
}

function responsibilityFilter(filter: ResponsibilityFilter): SQL | undefined {
  const escaped = filter.name?.replace(/[\\%_]/g, (char) => `\\${char}`)
  return and(
    filter.isActive === undefined ? undefined : eq(responsibilities.isActive, filter.isActive),
    filter.isDeleted === undefined ? undefined : eq(responsibilities.isDeleted, filter.isDeleted),
    escaped ? ilike(responsibilities.name, `%${escaped}%`) : undefined,
  )
}

export async function listResponsibilities(db: Db, filter: ResponsibilityFilter, page: Page) {
  const where = responsibilityFilter(filter)
  const [rows, totals] = await Promise.all([
    db
      .select(responsibilityColumns)
      .from(responsibilities)
      .where(where)
      .orderBy(asc(responsibilities.name), asc(responsibilities.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(responsibilities).where(where),
  ])
  return { rows, total: total(totals) }
}

export async function findResponsibility(db: Db, identity: string) {
  const [row] = await db.select(responsibilityColumns).from(responsibilities).where(eq(responsibilities.identity, identity))
  return row
}

export async function insertResponsibility(db: Db, values: typeof responsibilities.$inferInsert) {
  const [row] = await db.insert(responsibilities).values(values).returning(responsibilityColumns)
  return row!
}

export async function updateResponsibility(db: Db, identity: string, values: Partial<typeof responsibilities.$inferInsert>) {
  const [row] = await db.update(responsibilities).set(values).where(eq(responsibilities.identity, identity)).returning(responsibilityColumns)
  return row
}

const cubeColumns = {
  id: sisenseCubes.id,
  sisense_id: sisenseCubes.sisenseId,
  name: sisenseCubes.name,
  description: sisenseCubes.description,
  sisense_cube_type_id: sisenseCubes.sisenseCubeTypeId,
  is_active: sisenseCubes.isActive,
  is_deleted: sisenseCubes.isDeleted,
  created_by: sisenseCubes.createdBy,
  updated_by: sisenseCubes.updatedBy,
  deleted_by: sisenseCubes.deletedBy,
  created_at: sisenseCubes.createdAt,
  updated_at: sisenseCubes.updatedAt,
  deleted_at: sisenseCubes.deletedAt,
}

export async function listSisenseCubes(db: Db, page: Page) {
  const [rows, totals] = await Promise.all([
    db.select(cubeColumns).from(sisenseCubes).orderBy(asc(sisenseCubes.name), asc(sisenseCubes.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(sisenseCubes),
  ])
  return { rows, total: total(totals) }
}

export async function findSisenseCube(db: Db, id: number) {
  const [row] = await db.select(cubeColumns).from(sisenseCubes).where(eq(sisenseCubes.id, id))
  return row
}

export async function insertSisenseCube(db: Db, values: typeof sisenseCubes.$inferInsert) {
  const [row] = await db.insert(sisenseCubes).values(values).returning(cubeColumns)
  return row!
}

export async function updateSisenseCube(db: Db, id: number, values: Partial<typeof sisenseCubes.$inferInsert>) {
  const [row] = await db.update(sisenseCubes).set(values).where(eq(sisenseCubes.id, id)).returning(cubeColumns)
  return row
}
