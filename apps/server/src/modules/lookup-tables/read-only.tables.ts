import { pageOffset } from '@mc/domain'
import type { LookupTableHandler } from './lookup-table'
import { listActiveDashboards, listRelationshipTypes } from './lookup-tables.repository'

/** Only active, not-deleted dashboards are offered (001 §3). */
export const sisenseDashboardsTable: LookupTableHandler = {
  list: (deps, query) => listActiveDashboards(deps.db, { limit: query.limit, offset: pageOffset(query) }),
}

/** The organization places table names each place's relationship type. */
export const relationshipTypesTable: LookupTableHandler = {
  list: (deps, query) => listRelationshipTypes(deps.db, { limit: query.limit, offset: pageOffset(query) }),
}
