import type { StoreListProgressEvent } from '../live/live-events'
import { isStoreListProcessed, type StoreListRowStatus } from './store-list.enums'

/** The row summary fields the campaign's list view carries (enough for progress). */
export interface RowSummaryCounts {
  total: number
  unprocessed: number
  pinAddedToMission: number
  error: number
}

/**
 * 001 §4: (rows in later stages, PIN_ADDED_TO_MISSION counted double, plus
 * errors) / (2 × total) × 100. Read as: "later stages" is every status after
 * UNPROCESSED, final ones included, so each such row counts 1; a row at
 * PIN_ADDED_TO_MISSION counts once more (2), and "plus errors" adds one more
 * for each ERROR row (2). A row half-way through counts half, and a finished
 * list, every row PIN_ADDED_TO_MISSION or ERROR, is exactly 100 %.
 */
export function storeListProgressPercent({ total, unprocessed, pinAddedToMission, error }: RowSummaryCounts): number {
  if (!(total > 0)) return 0
  const laterStages = total - unprocessed
  const points = laterStages + pinAddedToMission + error
  const percent = (points / (2 * total)) * 100
  return Math.min(100, Math.max(0, Math.round(percent * 100) / 100))
}

/** A row's weight in the sum above: 0 waiting, 1 under way, 2 done (added or errored). */
export function rowProgressWeight(status: string): 0 | 1 | 2 {
  if (status === 'UNPROCESSED') return 0
  return status === 'PIN_ADDED_TO_MISSION' || status === 'ERROR' ? 2 : 1
}

export interface StoreListProgress {
  percent: number
  /** Share of rows in ERROR, drawn red. */
  errorPercent: number
  /** Blue while processing, green once PROCESSED. */
  color: 'blue' | 'green'
  showSpinner: boolean
}

export function storeListProgress(summary: RowSummaryCounts, status: string): StoreListProgress {
  const processed = isStoreListProcessed(status)
  const errorPercent = summary.total > 0 ? Math.round((summary.error / summary.total) * 10_000) / 100 : 0
  return {
    percent: storeListProgressPercent(summary),
    errorPercent: Math.min(100, Math.max(0, errorPercent)),
    color: processed ? 'green' : 'blue',
    showSpinner: !processed,
  }
}

/**
 * The live console's store-list progress (rows per row status, statuses without rows left out) as
 * the counts the progress bar reads, so the report moves with each event without asking again.
 */
export function rowSummaryCountsOf(counts: Partial<Record<StoreListRowStatus, number>>): RowSummaryCounts {
  const total = Object.values(counts).reduce<number>((sum, count) => sum + (count ?? 0), 0)
  return { total, unprocessed: counts.UNPROCESSED ?? 0, pinAddedToMission: counts.PIN_ADDED_TO_MISSION ?? 0, error: counts.ERROR ?? 0 }
}

/** A cached list (the report, a row of the campaign's lists) with the status and counts of a progress event over it. */
export const withLiveProgress = <T extends { status: string; rowSummary: object }>(list: T, event: StoreListProgressEvent): T => ({
  ...list,
  status: event.status,
  rowSummary: { ...list.rowSummary, ...rowSummaryCountsOf(event.counts) },
})
