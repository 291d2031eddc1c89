import { z } from 'zod'
import { defineJob } from '../../jobs/job-queue'
import { createOfflineAddressNormalizer } from '../../integrations/address-normalizer'
import { geocoderFromEnv } from '../../integrations/geocoder'
import { EMBEDDED_STATISTICS_TARGET } from '../../db/table-statistics'
import { holdPoint } from '../../ops/hold-point'
import { BATCH_SIZE } from './processing/batch-sql'
import { processStoreList, type ProcessingServices } from './processing/store-list-processor'

export const STORE_LIST_JOB = 'store-list.process'

/**
 * Rows per batch (one transaction). The embedded database has one session that a transaction holds
 * alone, so there batches are small enough that a console call queued behind one waits a fraction
 * of a second; PostgreSQL serves both side by side and takes the larger batch. STORE_LIST_BATCH_ROWS
 * overrides either.
 */
export const EMBEDDED_BATCH_SIZE = 250

/**
 * On the embedded database batches then grow or shrink so that each transaction, commit included,
 * takes about this long (STORE_LIST_TRANSACTION_MS overrides): a console call waits at most one of
 * them. The figures behind the choice (throughput and the console's p95 at 20, 25 and 35 ms, before
 * and after background work stopped waiting for requests no longer in flight) are in
 * docs/domain/store-lists.md, "Processing".
 */
export const EMBEDDED_TRANSACTION_MS = Number(process.env.STORE_LIST_TRANSACTION_MS ?? 20)

let services: Omit<ProcessingServices, 'batchSize' | 'statistics'> | undefined
/** Built on first use so the geocoder follows the environment of the process running the job. */
const processingServices = (embedded: boolean): ProcessingServices => ({
  ...(services ??= { normalizer: createOfflineAddressNormalizer(), geocoder: geocoderFromEnv() }),
  batchSize: process.env.STORE_LIST_BATCH_ROWS ? Math.max(1, Number(process.env.STORE_LIST_BATCH_ROWS) || 1) : embedded ? EMBEDDED_BATCH_SIZE : BATCH_SIZE,
  ...(embedded ? { statistics: { statisticsTarget: EMBEDDED_STATISTICS_TARGET }, transactionTargetMs: EMBEDDED_TRANSACTION_MS } : {}),
})

/** Moves one store list's rows to PIN_ADDED_TO_MISSION or ERROR; idempotent, so a retry is harmless. */
export const storeListJob = defineJob({
  name: STORE_LIST_JOB,
  payload: z.object({ templateId: z.number().int().positive() }),
  batchSize: 1,
  localConcurrency: 1,
  retryLimit: 10,
  async handle(jobs, deps) {
    // On shutdown the list is handed back between batches; pg-boss fails the job, so it is retried by another process.
    for (const job of jobs)
      await processStoreList(deps.pool, job.data.templateId, {
        ...processingServices(!deps.config.databaseUrl),
        signal: deps.lifecycle.signal,
        onRowsProcessed: (rows) => deps.metrics.storeListRowsProcessed.inc(rows),
        afterBatch: () => holdPoint(deps.config.dataDir, 'store-list-batch', deps.lifecycle.signal),
      })
  },
})
