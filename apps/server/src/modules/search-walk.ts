import { SEARCH_COUNT_CAP } from '@mc/domain/common/search'

/**
 * How a long list (the Pins tab, an organization's places) answers a search; docs/domain/console.md,
 * "Search on long lists". Two ways, each cheap where the other is not:
 *
 * - **From the indexes**: the stores the search finds in the whole directory (trigram indexes,
 *   storesMatchingSql), then the list's rows at them, all counted. Its cost is the directory's
 *   matches: nothing for a store number, seconds for a city every store shares.
 * - **Walked**: the list read in its display order from its index, each row tested on its own
 *   columns, until SEARCH_COUNT_CAP + 1 rows are found. Its cost is the rows walked: little when
 *   the text is common, the whole list when it is rare.
 *
 * Which one is chosen by the planner's estimate of the directory's matches (estimateStoresMatching):
 * up to INDEXED_STORES_MAX, the indexes. PostgreSQL estimates a pattern's matches from each column's
 * most common values and histogram, which the tables' statistics keep (store lists analyze what they
 * change, db/table-statistics.ts): a store number is estimated at ~100 stores, a city every store
 * shares at ~all of them.
 */
export const INDEXED_STORES_MAX = 5_000

/** What a search found, as the list counts it: up to SEARCH_COUNT_CAP, past it "at least" (a walk keeps SEARCH_COUNT_CAP + 1 rows at most). */
export function walkedCount(found: number): { total: number; atLeast: boolean } {
  return found > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, atLeast: true } : { total: found, atLeast: false }
}

/** A page the walk's rows hold: within the first SEARCH_COUNT_CAP found. A page past them is read from the indexes, and counted exactly. */
export const walkHoldsPage = (offset: number, limit: number): boolean => offset + limit <= SEARCH_COUNT_CAP
