import type { LookupTable } from '@mc/domain/staff/lookup-tables.schema'
import type { LookupTableHandler } from './lookup-table'
import { responsibilitiesTable } from './responsibilities.table'
import { sisenseCubesTable } from './sisense-cubes.table'
import { relationshipTypesTable, sisenseDashboardsTable } from './read-only.tables'

/** Every table /admin/lookup_tables serves; a new lookup table is one entry here. */
export const lookupTables: Record<LookupTable, LookupTableHandler> = {
  responsibilities: responsibilitiesTable,
  sisense_cubes: sisenseCubesTable,
  sisense_dashboards: sisenseDashboardsTable,
  relationship_types: relationshipTypesTable,
}
