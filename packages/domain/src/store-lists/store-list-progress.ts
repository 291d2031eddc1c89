import { isStoreListProcessed } from './store-list.enums'

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
