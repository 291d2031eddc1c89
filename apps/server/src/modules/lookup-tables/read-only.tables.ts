import { and, asc, count, eq } from 'drizzle-orm'
import { pageOffset } from '@mc/domain'
import { relationshipTypes, sisenseDashboards } from '../../db/schema'
import type { LookupTableHandler } from './lookup-table'

const activeDashboard = and(eq(sisenseDashboards.isActive, true), eq(sisenseDashboards.isDeleted, false))

/** Only active, not-deleted dashboards are offered (001 §3). */
export const sisenseDashboardsTable: LookupTableHandler = {
  async list(deps, query) {
    const columns = { id: sisenseDashboards.id, name: sisenseDashboards.name, is_active: sisenseDashboards.isActive, is_deleted: sisenseDashboards.isDeleted }
    const [rows, totals] = await Promise.all([
      deps.db
        .select(columns)
        .from(sisenseDashboards)
        .where(activeDashboard)
        .orderBy(asc(sisenseDashboards.name), asc(sisenseDashboards.id))
        .limit(query.limit)
        .offset(pageOffset(query)),
      deps.db.select({ n: count() }).from(sisenseDashboards).where(activeDashboard),
    ])
    return { rows, total: Number(totals[0]?.n ?? 0) }
  },
}

/** The organization places table names each place's relationship type. */
export const relationshipTypesTable: LookupTableHandler = {
  async list(deps, query) {
    const [rows, totals] = await Promise.all([
      deps.db
        .select({ id: relationshipTypes.id, name: relationshipTypes.name })
        .from(relationshipTypes)
        .orderBy(asc(relationshipTypes.id))
        .limit(query.limit)
        .offset(pageOffset(query)),
      deps.db.select({ n: count() }).from(relationshipTypes),
    ])
    return { rows, total: Number(totals[0]?.n ?? 0) }
  },
}
