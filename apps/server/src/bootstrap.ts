import path from 'node:path'
import type { AppConfig } from './config'
import type { AppDeps } from './app-deps'
import { backgroundConnectionString, connect, openDatabase, type DatabaseHandle } from './db/connection'
import { runMigrations } from './db/migrate'
import { seedIfEmpty } from './db/seed/seed-on-start'
import { EMBEDDED_STATISTICS_TARGET, startStatisticsKeeper } from './db/table-statistics'
import { startJobQueue, runJobHandlers } from './jobs/job-queue'
import { jobDefinitions } from './jobs/registry'
import { createOutboxMailer } from './integrations/mailer'
import { createSmtpMailer } from './integrations/smtp-mailer'
import { createLocalFileStorage } from './integrations/file-storage'
import { createS3FileStorage } from './integrations/s3-file-storage'
import { createLoggingPushSender } from './integrations/push-sender'
import { createFcmPushSender, readServiceAccount } from './integrations/fcm-push-sender'
import { createLifecycle } from './ops/lifecycle'
import { createReadinessProbe } from './ops/readiness'
import { createMetrics } from './ops/metrics'
import { createLiveHub } from './live/live-hub'
import { startTracing, stopTracing } from './ops/tracing/tracing'

export interface Runtime {
  deps: AppDeps
  handle: DatabaseHandle
  /** Hands running jobs back (after `jobsTimeoutMs` they are failed, so retried elsewhere) and closes the database. */
  stop(options?: { jobsTimeoutMs?: number }): Promise<void>
}

/** Opens the database, applies migrations and starts the job queue: shared by server, worker and tests. */
export async function startRuntime(config: AppConfig, options: { handle?: DatabaseHandle; runJobs: boolean; seed?: boolean }): Promise<Runtime> {
  const lifecycle = createLifecycle()
  // Before any pool is made (entry points that open the database first start it themselves).
  await startTracing(config)
  const handle =
    options.handle ??
    (await openDatabase(config, undefined, (description) =>
      lifecycle.fail(`The embedded database stopped (${description}); Mission Control is exiting so it can be restarted.`),
    ))
  await runMigrations(handle)
  // Seed before the job queue starts polling: the seed is one long transaction, and on the
  // embedded database every other connection waits for it.
  if (options.seed) await seedIfEmpty(handle.pool)
  // Background work (pg-boss and the job handlers) has connections of its own, named as such: on the
  // embedded database the console's statements are served before it (WireMultiplexer), and on
  // PostgreSQL pg_stat_activity tells the two apart.
  const backgroundUrl = backgroundConnectionString(handle.url)
  const jobs = await startJobQueue(backgroundUrl, jobDefinitions)
  const background = connect(backgroundUrl, handle.embedded, options.runJobs ? 5 : 1)
  const statistics = startStatisticsKeeper(background.pool, handle.embedded ? { statisticsTarget: EMBEDDED_STATISTICS_TARGET } : {})
  const metrics = createMetrics(handle.pool)
  const deps: AppDeps = {
    config,
    pool: handle.pool,
    jobs,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(path.join(config.dataDir, 'outbox')),
    storage: config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(path.join(config.dataDir, 'storage')),
    pushSender: config.fcmServiceAccountFile ? createFcmPushSender(readServiceAccount(config.fcmServiceAccountFile)) : createLoggingPushSender(),
    lifecycle,
    readiness: createReadinessProbe({ url: handle.url, lifecycle, jobsRunning: () => jobs.running(), timeoutMs: config.readinessTimeoutMs }),
    metrics,
    live: createLiveHub({ url: handle.url, pool: handle.pool, onCount: (count) => metrics.liveStreams.set(count), log: (message) => console.error(message) }),
    consoleBusy: handle.consoleBusy,
  }
  if (options.runJobs) await runJobHandlers(jobs, jobDefinitions, { ...deps, pool: background.pool })
  return {
    deps,
    handle,
    async stop(stopOptions = {}) {
      lifecycle.drain()
      await deps.live.close()
      await jobs.stop(stopOptions.jobsTimeoutMs).catch(() => undefined)
      await statistics.stop()
      await background.pool.end().catch(() => undefined)
      await deps.readiness.close().catch(() => undefined)
      if (!options.handle) await handle.close()
      // Last: the spans of everything above are sent before the process goes.
      await stopTracing()
    },
  }
}
