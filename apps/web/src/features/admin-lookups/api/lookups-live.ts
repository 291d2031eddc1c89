import { useQueryClient } from '@tanstack/react-query'
import { LOOKUP_TABLES, lookupTableResources } from '@mc/domain/staff/lookup-tables.resources'
import { queryKeys } from '../../../shared/api/query-keys'
import { useRecordChanges } from '../../../shared/live/live'

/** The audit entity of each writable lookup table (the live event's resource), to its table. */
const TABLE_OF_ENTITY = new Map(
  LOOKUP_TABLES.flatMap((table) => (lookupTableResources[table].writes ? [[lookupTableResources[table].writes.entity, table] as const] : [])),
)
const MAPPING = 'dashboardResponsibility'

/** A row of a lookup table, or a dashboard mapping, changed by anyone: that table is read again, and a colleague's change told. */
export function useLookupsLive(): void {
  const queryClient = useQueryClient()
  useRecordChanges(
    'lookup-tables',
    [...TABLE_OF_ENTITY.keys(), MAPPING],
    (event) => {
      const table = TABLE_OF_ENTITY.get(event.resource)
      void queryClient.invalidateQueries({ queryKey: table ? queryKeys.lookups.table(table) : queryKeys.lookups.mappings })
    },
    (event) => (event.resource === MAPPING ? 'a dashboard mapping' : `a row of ${TABLE_OF_ENTITY.get(event.resource)!.replaceAll('_', ' ')}`),
  )
}
