import { sql } from 'drizzle-orm'
import { execute, queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { insertRow, setColumns } from '../../db/table.sql'
import { sisenseDashboardResponsibilities as mappings } from '../../db/schema'

/** A mapping's columns as the form writes them. */
export interface MappingValues {
  responsibilityIdentity: string
  sisenseDashboardId: number
  isActive: boolean
}

export interface MappingRow {
  id: number
  responsibility_identity: string
  sisense_dashboard_id: number
  is_active: boolean
  created_at: Date
  created_by: string | null
  responsibility_name: string | null
  sisense_dashboard_name: string | null
}

/**
 * A mapping with the names the table shows. A name is null when it cannot be resolved: the
 * responsibility is deleted, or the dashboard is inactive or deleted ('Unavailable ...' in the UI).
 */
const joined = sql`select m.id, m.responsibility_identity, m.sisense_dashboard_id, m.is_active, m.created_at, m.created_by,
       case when r.is_deleted then null else r.name end as responsibility_name,
       case when d.is_active and not d.is_deleted then d.name end as sisense_dashboard_name
  from sisense_dashboard_responsibilities m
  left join responsibilities r on r.identity = m.responsibility_identity
  left join sisense_dashboards d on d.id = m.sisense_dashboard_id`

/** Newest first: a mapping just added is on the first page. */
export async function listMappings(db: Queryable, page: { limit: number; offset: number }): Promise<{ rows: MappingRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    queryRows<MappingRow>(db, sql`${joined} order by m.id desc limit ${page.limit} offset ${page.offset}`),
    queryRow<{ n: number }>(db, sql`select count(*)::int as n from sisense_dashboard_responsibilities`),
  ])
  return { rows, total: totals?.n ?? 0 }
}

export async function findMapping(db: Queryable, id: number): Promise<MappingRow | undefined> {
  return queryRow<MappingRow>(db, sql`${joined} where m.id = ${id}`)
}

/** Field messages for references that cannot be mapped: a deleted responsibility or an unavailable dashboard. */
export async function referenceErrors(db: Queryable, responsibilityIdentity: string, dashboardId: number): Promise<Record<string, string[]>> {
  const responsibility = await queryRow<{ id: number }>(db, sql`select id from responsibilities where identity = ${responsibilityIdentity} and not is_deleted`)
  const dashboard = await queryRow<{ id: number }>(db, sql`select id from sisense_dashboards where id = ${dashboardId} and is_active and not is_deleted`)
  const errors: Record<string, string[]> = {}
  if (!responsibility) errors.responsibility_identity = ['Choose an existing responsibility.']
  if (!dashboard) errors.sisense_dashboard_id = ['Choose an active Sisense dashboard.']
  return errors
}

export async function insertMapping(db: Queryable, values: MappingValues, createdBy: string): Promise<number> {
  return (await queryRow<{ id: number }>(db, sql`${insertRow(mappings, { ...values, createdBy })} returning id`))!.id
}

export async function updateMappingRow(db: Queryable, id: number, values: MappingValues): Promise<void> {
  await execute(db, sql`update sisense_dashboard_responsibilities set ${setColumns(mappings, values)} where id = ${id}`)
}

/** The mapping table has no soft-delete columns: a deleted mapping is gone. */
export async function deleteMappingRow(db: Queryable, id: number): Promise<void> {
  await execute(db, sql`delete from sisense_dashboard_responsibilities where id = ${id}`)
}
