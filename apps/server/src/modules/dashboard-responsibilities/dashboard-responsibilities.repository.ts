import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import { responsibilities, sisenseDashboardResponsibilities as mappings, sisenseDashboards } from '../../db/schema'

type Executor = Pick<Database, 'select'>
type Writer = Pick<Database, 'insert' | 'update' | 'delete'>

/** A mapping's columns as the form writes them. */
export interface MappingValues {
  responsibilityIdentity: string
  sisenseDashboardId: number
  isActive: boolean
}

/**
 * A mapping with the names the table shows. A name is null when it cannot be resolved: the
 * responsibility is deleted, or the dashboard is inactive or deleted ('Unavailable ...' in the UI).
 */
const columns = {
  id: mappings.id,
  responsibility_identity: mappings.responsibilityIdentity,
  sisense_dashboard_id: mappings.sisenseDashboardId,
  is_active: mappings.isActive,
  created_at: mappings.createdAt,
  created_by: mappings.createdBy,
  responsibility_name: sql<string | null>`case when ${responsibilities.isDeleted} then null else ${responsibilities.name} end`,
  sisense_dashboard_name: sql<string | null>`case when ${sisenseDashboards.isActive} and not ${sisenseDashboards.isDeleted} then ${sisenseDashboards.name} end`,
}

const joined = (db: Executor) =>
  db
    .select(columns)
    .from(mappings)
    .leftJoin(responsibilities, eq(responsibilities.identity, mappings.responsibilityIdentity))
    .leftJoin(sisenseDashboards, eq(sisenseDashboards.id, mappings.sisenseDashboardId))

/** Newest first: a mapping just added is on the first page. */
export async function listMappings(db: Executor, page: { limit: number; offset: number }) {
  const [rows, totals] = await Promise.all([
    joined(db).orderBy(desc(mappings.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(mappings),
  ])
  return { rows, total: Number(totals[0]?.n ?? 0) }
}

export async function findMapping(db: Executor, id: number) {
  const [row] = await joined(db).where(eq(mappings.id, id))
  return row
}

/** Field messages for references that cannot be mapped: a deleted responsibility or an unavailable dashboard. */
export async function referenceErrors(db: Executor, responsibilityIdentity: string, dashboardId: number): Promise<Record<string, string[]>> {
  const [responsibility] = await db
    .select({ id: responsibilities.id })
    .from(responsibilities)
    .where(and(eq(responsibilities.identity, responsibilityIdentity), eq(responsibilities.isDeleted, false)))
  const [dashboard] = await db
    .select({ id: sisenseDashboards.id })
    .from(sisenseDashboards)
    .where(and(eq(sisenseDashboards.id, dashboardId), eq(sisenseDashboards.isActive, true), eq(sisenseDashboards.isDeleted, false)))
  const errors: Record<string, string[]> = {}
  if (!responsibility) errors.responsibility_identity = ['Choose an existing responsibility.']
  if (!dashboard) errors.sisense_dashboard_id = ['Choose an active Sisense dashboard.']
  return errors
}

export async function insertMapping(db: Writer, values: MappingValues, createdBy: string): Promise<number> {
  const [created] = await db
    .insert(mappings)
    .values({ ...values, createdBy })
    .returning({ id: mappings.id })
  return created!.id
}

export async function updateMappingRow(db: Writer, id: number, values: MappingValues): Promise<void> {
  await db.update(mappings).set(values).where(eq(mappings.id, id))
}

/** The mapping table has no soft-delete columns: a deleted mapping is gone. */
export async function deleteMappingRow(db: Writer, id: number): Promise<void> {
  await db.delete(mappings).where(eq(mappings.id, id))
}
