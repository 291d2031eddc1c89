import type { RowSummaryCounts } from './store-list-progress'
import type { StoreListRowStatus } from './store-list.enums'

/**
 * The live console's store-list progress (rows per row status, statuses without rows left out) as
 * the counts the progress bar reads, so the report moves with each event without asking again.
 */
export function rowSummaryCountsOf(counts: Partial<Record<StoreListRowStatus, number>>): RowSummaryCounts {
  const total = Object.values(counts).reduce<number>((sum, count) => sum + (count ?? 0), 0)
  return { total, unprocessed: counts.UNPROCESSED ?? 0, pinAddedToMission: counts.PIN_ADDED_TO_MISSION ?? 0, error: counts.ERROR ?? 0 }
}
