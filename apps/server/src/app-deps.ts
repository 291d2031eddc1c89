import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/connection'
import type { JobQueue } from './jobs/job-queue'
import type { Mailer } from './integrations/mailer'
import type { FileStorage } from './integrations/file-storage'
import type { PushSender } from './integrations/push-sender'
import type { Lifecycle } from './ops/lifecycle'
import type { ReadinessProbe } from './ops/readiness'
import type { Metrics } from './ops/metrics'
import type { LiveHub } from './live/live-hub'

/** What route handlers, resolvers and jobs are given: the same in the API and the worker. */
export interface AppDeps {
  config: AppConfig
  /** All SQL goes through it, by the repositories' queryRows/queryRow/execute (db/pg-statement.ts). */
  pool: DatabaseHandle['pool']
  jobs: JobQueue
  mailer: Mailer
  storage: FileStorage
  pushSender: PushSender
  /** Serving, draining or broken: what /readyz reports and long jobs watch to hand their work back. */
  lifecycle: Lifecycle
  readiness: ReadinessProbe
  metrics: Metrics
  /** The live console's streams of this process and its LISTEN connection (started by the first stream). */
  live: LiveHub
  /** On the embedded database this process started: told when HTTP requests are in flight (see requests-in-flight.ts). */
  consoleBusy?: DatabaseHandle['consoleBusy']
}
