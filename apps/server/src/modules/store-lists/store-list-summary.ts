import type { StatusCount } from './store-lists.repository'

/** The §3 row summary: how many rows sit at each status now, plus the with/without store id split. */
export function rowSummaryOf(counts: readonly StatusCount[]) {
  const by = (status: string) => counts.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0)
  const total = counts.reduce((sum, row) => sum + row.count, 0)
  const withStoreId = counts.reduce((sum, row) => sum + row.with_store_id, 0)
  return {
    total,
    unprocessed: by('UNPROCESSED'),
    normalizing: by('NORMALIZING'),
    normalized: by('NORMALIZED'),
    geocoding: by('GEOCODING'),
    geocoded: by('GEOCODED'),
    withWiserStoreID: withStoreId,
    withoutWiserStoreID: total - withStoreId,
    wiserStoreIdMatched: by('WISER_STORE_ID_MATCHED'),
    nonIdStoreMatched: by('NON_ID_STORE_MATCHED'),
    wiserMissionIdMatching: by('WISER_MISSION_ID_MATCHING'),
    wiserMissionIdMatched: by('WISER_MISSION_ID_MATCHED'),
    groupAppending: by('GROUP_APPENDING'),
    groupAppended: by('GROUP_APPENDED'),
    pinAddingToMission: by('PIN_ADDING_TO_MISSION'),
    pinAddedToMission: by('PIN_ADDED_TO_MISSION'),
    error: by('ERROR'),
    pinsCreated: counts.reduce((sum, row) => sum + row.pins_created, 0),
    pinsAlreadyThere: counts.reduce((sum, row) => sum + row.pins_existing, 0),
  }
}

/** Status and detail pairs for the report's filter buttons, most frequent first (capped: details may name ids). */
export function statusSummaryOf(counts: readonly StatusCount[], limit = 100) {
  return [...counts]
    .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status))
    .slice(0, limit)
    .map((row) => ({ status: row.status, statusDetail: row.status_detail, count: row.count }))
}
