import type pg from 'pg'
import type { AddressNormalizer } from '../../../integrations/address-normalizer'
import type { Geocoder } from '../../../integrations/geocoder'
import { analyzeChangedTables, type AnalyzeOptions } from '../../../db/table-statistics'
import { fillMissingStreetKeys } from '../../../integrations/store-matcher'
import { addressStep } from './address-step'
import { nextBatchSize } from './adaptive-batch'
import { BATCH_SIZE, inTransaction } from './batch-sql'
import { createStoreStep } from './create-store-step'
import { deployStep } from './deploy-step'
import { identifyStep } from './identify-step'
import { matchStep } from './match-step'
import { storeNumberStep } from './store-number-step'
import { streetSpellingStep } from './street-spelling-step'
import { publishStoreListProcessed, publishStoreListProgress } from '../../../live/job-events'
import { campaignMissions, finishIfDone, lockUnprocessed, markListProcessing, markRowFailed, peekBatch, writeOutcome } from './processing.repository'

export interface ProcessingServices {
  normalizer: AddressNormalizer
  geocoder: Geocoder
  /** Rows per claimed batch (default BATCH_SIZE). */
  batchSize?: number
  /** Aborted when the process shuts down: processing stops after the batch in hand (see StoreListHandedBack). */
  signal?: AbortSignal
  /**
   * When set, the batch size follows the time its transactions take, aiming at this many
   * milliseconds (from batchSize, see nextBatchSize). The embedded
   * database serves one transaction at a time, so this is how long a console call may wait behind
   * one; rows that create stores take several times longer than rows of known stores.
   */
  transactionTargetMs?: number
  /** How the tables' statistics are refreshed along the way (a small sample on the embedded database). */
  statistics?: AnalyzeOptions
  /** Told of every committed batch's row count (the rows-processed metric). */
  onRowsProcessed?: (rows: number) => void
  /** Awaited after each batch that moved rows, its progress published (a browser test's hold point, ops/hold-point.ts). */
  afterBatch?: () => Promise<void>
}

/** Thrown between batches when the process shuts down: the rows not yet claimed stay UNPROCESSED, the job is retried elsewhere. */
export class StoreListHandedBack extends Error {
  constructor(templateId: number) {
    super(`Store list ${templateId} handed back unfinished: this process is shutting down.`)
    this.name = 'StoreListHandedBack'
  }
}

/**
 * Moves one batch through every §4 stage in order (normalize, geocode, store id, mission id, match,
 * create store, group, pin) and writes each row once. Addresses are worked out first, outside any
 * transaction: the geocoder may be a network service, and a transaction open across its calls would
 * hold row locks (and, on the embedded database, the only session) for as long as it answers. So do
 * the reads that find each row's store and mission. The writes run in one transaction: a crash leaves the rows UNPROCESSED for the next claim, never
 * half-way. `peeked` is how many rows were left to take after `afterRow` (0: none); `rows` how many
 * this batch claimed (fewer when another worker took some in between); `claimed` is told which.
 */
async function processBatch(
  pool: pg.Pool,
  templateId: number,
  services: ProcessingServices,
  limit: number,
  afterRow: number,
  claimed: { id: number; rowNumber: number }[],
): Promise<{ peeked: number; rows: number; transactionMs: number }> {
  const peeked = await peekBatch(pool, templateId, limit, afterRow)
  claimed.splice(0, claimed.length, ...peeked.map((row) => ({ id: row.id, rowNumber: row.rowNumber })))
  if (peeked.length === 0) return { peeked: 0, rows: 0, transactionMs: 0 }
  await addressStep(peeked, services.normalizer, services.geocoder)
  // Which store and mission each row names are reads: they too run before the transaction, so it
  // holds the rows (and the embedded database's one session) only for the writes. A store created
  // meanwhile is no risk: createStoreStep matches again under its locks before it creates one.
  await identifyStep(pool, peeked, await campaignMissions(pool, templateId))
  await matchStep(pool, peeked)
  let began = 0
  const claimedRows = await inTransaction(pool, async (sql) => {
    began = performance.now()
    const rows = await lockUnprocessed(sql, peeked)
    if (rows.length > 0) {
      await createStoreStep(sql, rows)
      await storeNumberStep(sql, rows)
      await streetSpellingStep(sql, rows)
      await deployStep(sql, rows)
      await writeOutcome(sql, rows)
    }
    return rows.length
  })
  // Timed from the transaction's first statement through its commit: waiting for the database's
  // turn is not the batch's cost, but the commit holds the embedded database's session too.
  return { peeked: peeked.length, rows: claimedRows, transactionMs: performance.now() - began }
}

/**
 * Postgres data errors (class 22) and constraint failures (class 23) are the rows' fault, not ours;
 * a unique violation (23505) is a race with another worker, so the job is retried instead.
 */
const isDataError = (error: unknown): boolean => {
  const code = String((error as { code?: unknown }).code ?? '')
  return /^2[23]/.test(code) && code !== '23505'
}

/** Table statistics are refreshed before the first batch and then every this many rows (whatever the batch size). */
const STATISTICS_EVERY_ROWS = 20_000

/**
 * Moves a list's rows until none is left to claim, then marks the list PROCESSED. Safe to run in
 * any number of processes at once and to re-run after a crash.
 * A batch the database refuses is retried row by row, so only the rows at fault end in ERROR.
 */
export async function processStoreList(pool: pg.Pool, templateId: number, services: ProcessingServices): Promise<void> {
  await markListProcessing(pool, templateId)
  // Matching compares street keys: places written without one get it first (outside any batch's transaction).
  await fillMissingStreetKeys(pool)
  let singleRowsLeft = 0
  let rowsSinceStatistics = Infinity
  // Each batch starts after the last row the previous one took (see peekBatch).
  let afterRow = 0
  const claimed: { id: number; rowNumber: number }[] = []
  const configuredBatch = services.batchSize ?? BATCH_SIZE
  let batchSize = configuredBatch
  for (;;) {
    if (services.signal?.aborted) throw new StoreListHandedBack(templateId)
    // The list's rows were just written and its stores may be new: plan with real table sizes.
    if (rowsSinceStatistics >= STATISTICS_EVERY_ROWS) {
      await analyzeChangedTables(pool, services.statistics)
      rowsSinceStatistics = 0
    }
    const limit = singleRowsLeft > 0 ? 1 : batchSize
    const from = afterRow
    try {
      const { peeked, rows, transactionMs } = await processBatch(pool, templateId, services, limit, afterRow, claimed)
      if (peeked === 0) {
        // Nothing left after the last row taken. Rows before it may still be unprocessed: held by
        // another worker when this one passed, or handed back by one that stopped. One more pass
        // from the first row takes them; the list is done here when that pass finds nothing.
        if (afterRow === 0) break
        afterRow = 0
        continue
      }
      afterRow = claimed.at(-1)!.rowNumber
      if (services.transactionTargetMs && limit > 1) batchSize = nextBatchSize(limit, transactionMs, services.transactionTargetMs, 4 * configuredBatch)
      rowsSinceStatistics += rows
      services.onRowsProcessed?.(rows)
      // The report's live progress bar (throttled per list).
      if (rows > 0) await publishStoreListProgress(pool, templateId)
      if (rows > 0) await services.afterBatch?.()
    } catch (error) {
      if (!isDataError(error)) throw error
      if (limit > 1) {
        // The same rows again, one at a time.
        afterRow = from
        singleRowsLeft = limit
        continue
      }
      // The one row the database refused: it ends in ERROR with the reason instead of being retried forever.
      await markRowFailed(pool, claimed[0]!.id, `Could not process this row: ${(error as Error).message}`)
      afterRow = claimed[0]!.rowNumber
    }
    if (singleRowsLeft > 0) singleRowsLeft--
  }
  if (await finishIfDone(pool, templateId)) await publishStoreListProcessed(pool, templateId)
}
