/** The smallest batch an adapting worker takes: below it, each batch's fixed statements dominate. */
export const MIN_ADAPTIVE_BATCH = 20

/**
 * The next batch size when batches aim at a transaction time: the last size scaled by how far its
 * transaction was from the target, moving at most 2x either way per batch (one slow batch, say an
 * ANALYZE's neighbour, does not collapse the size), between MIN_ADAPTIVE_BATCH and `maximum`.
 */
export function nextBatchSize(current: number, tookMs: number, targetMs: number, maximum: number): number {
  const scale = Math.min(2, Math.max(0.5, targetMs / Math.max(tookMs, 1)))
  return Math.round(Math.min(maximum, Math.max(MIN_ADAPTIVE_BATCH, current * scale)))
}
