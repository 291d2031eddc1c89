/** The smallest batch an adapting worker takes: below it, each batch's fixed statements dominate. */
export const MIN_ADAPTIVE_BATCH = 20

/** How much a batch may shrink, and grow, from one to the next. */
const MOST_SHRINK = 0.5
const MOST_GROWTH = 1.25

/**
 * The next batch size when batches aim at a transaction time: the last size scaled by how far its
 * transaction was from the target, between MIN_ADAPTIVE_BATCH and `maximum`. It shrinks by up to
 * half at once (one slow batch, say an ANALYZE's neighbour, does not collapse the size) but grows by
 * at most a quarter: what a console call waits for is the longest transaction, and rows do not all
 * cost the same (a row that creates a store costs several of a known store's), so a size doubled
 * after a fast batch overshot the target by as much on the next.
 */
export function nextBatchSize(current: number, tookMs: number, targetMs: number, maximum: number): number {
  const scale = Math.min(MOST_GROWTH, Math.max(MOST_SHRINK, targetMs / Math.max(tookMs, 1)))
  return Math.round(Math.min(maximum, Math.max(MIN_ADAPTIVE_BATCH, current * scale)))
}
