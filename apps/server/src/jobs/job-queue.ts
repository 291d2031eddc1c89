import { PgBoss } from 'pg-boss'
import type { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { currentRequestId } from '../ops/request-context'
import { activeTracing } from '../ops/tracing/tracing'

/** One attempt at a job, as its handler receives it: the payload already checked against the job's schema. */
export interface JobAttempt<T> {
  id: string
  data: T
  /** Retries before this attempt: 0 on the first run. */
  retryCount: number
  /** Retries the queue allows after the first run. */
  retryLimit: number
  /** True when no retry follows if this attempt fails: the place to record a final failure. */
  lastAttempt: boolean
}

/**
 * A durable background job: a zod schema for its payload and a handler for a batch of checked
 * payloads. A handler that throws fails every job of its batch; pg-boss then runs each again, up to
 * `retryLimit` times, with exponential backoff (docs/DEVELOPING.md, "Jobs").
 */
export interface JobDefinition<T> {
  name: string
  payload: z.ZodType<T>
  /** How many jobs one fetch claims; handlers receive them together so they can work set-based. */
  batchSize?: number
  localConcurrency?: number
  /** Retries after the first run (default 5). */
  retryLimit?: number
  /**
   * A periodic job (its payload must accept `{}`): every process that runs jobs sends it at start and
   * then hourly, keyed to its period (pg-boss singletonSeconds), so it runs once per period however
   * many processes send it, and a restart neither skips nor repeats one.
   */
  everySeconds?: number
  handle(jobs: JobAttempt<T>[], deps: AppDeps): Promise<void>
}

/** A job as pg-boss hands it over: data not yet checked; retry figures when fetched with metadata. */
export interface ClaimedJob {
  id: string
  data: unknown
  retryCount?: number
  retryLimit?: number
}

/** Where a claimed job ends: done, failed (pg-boss retries it while retries are left), or refused for good. */
export interface JobOutcome {
  id: string
  status: 'completed' | 'failed' | 'deadletter'
  output?: object
}

/**
 * A registered job: its definition's name and options, and `run`, which checks each claimed job's
 * data against the payload schema and hands the valid ones to the typed handler. `T` is kept for
 * `JobQueue.send`, so a payload is checked by the compiler where it is sent and by the schema where it
 * is run.
 */
export interface Job<T = unknown> {
  readonly name: string
  readonly batchSize: number
  readonly localConcurrency: number
  readonly retryLimit: number
  readonly everySeconds?: number
  /** The payload schema (sending checks against `T` at compile time; running checks against this). */
  readonly payload: z.ZodType<T>
  /** Never throws: a handler's error comes back as `error`, with its jobs `failed`. */
  run(jobs: ClaimedJob[], deps: AppDeps): Promise<{ outcomes: JobOutcome[]; error?: unknown }>
}

/** Turns a definition into a registered job. The only way to make one, so no registry needs a cast. */
export function defineJob<T>(definition: JobDefinition<T>): Job<T> {
  const retryLimit = definition.retryLimit ?? 5
  return {
    name: definition.name,
    batchSize: definition.batchSize ?? 1,
    localConcurrency: definition.localConcurrency ?? 1,
    retryLimit,
    ...(definition.everySeconds ? { everySeconds: definition.everySeconds } : {}),
    payload: definition.payload,
    async run(jobs, deps) {
      const outcomes: JobOutcome[] = []
      const valid: JobAttempt<T>[] = []
      for (const job of jobs) {
        const parsed = definition.payload.safeParse(job.data)
        if (parsed.success) {
          const retryCount = job.retryCount ?? 0
          const limit = job.retryLimit ?? retryLimit
          valid.push({ id: job.id, data: parsed.data, retryCount, retryLimit: limit, lastAttempt: retryCount >= limit })
        } else {
          const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`)
          logLine(50, 'job payload refused', { queue: definition.name, jobId: job.id, problems })
          outcomes.push({ id: job.id, status: 'deadletter', output: { message: `Invalid payload: ${problems.join('; ')}` } })
        }
      }
      if (valid.length === 0) return { outcomes }
      try {
        await definition.handle(valid, deps)
        return { outcomes: [...outcomes, ...valid.map((job) => ({ id: job.id, status: 'completed' as const }))] }
      } catch (error) {
        const output = { message: error instanceof Error ? error.message : String(error) }
        return { outcomes: [...outcomes, ...valid.map((job) => ({ id: job.id, status: 'failed' as const, output }))], error }
      }
    },
  }
}

/** Where a job is written: through the caller's open transaction, so it commits (or rolls back) with the data that needs it. */
export interface JobWriter {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

export interface JobQueue {
  /**
   * Queues a job. With `in`, the job row is inserted through that transaction: a process that dies
   * right after the commit has already queued the job, and a rollback leaves no job behind.
   */
  send<T>(job: Job<T>, data: NoInfer<T>, options?: { singletonKey?: string; startAfter?: number; in?: JobWriter }): Promise<string | null>
  /** Waits up to `timeoutMs` for running handlers, then fails what is still active (pg-boss retries it). */
  stop(timeoutMs?: number): Promise<void>
  /** False once stopped (or pg-boss stopped on its own). */
  running(): boolean
  boss: PgBoss
}

/** Seconds before the first retry; each later one waits about twice as long (pg-boss's backoff, with jitter). */
export const RETRY_DELAY_SECONDS = 2

export async function startJobQueue(connectionString: string, definitions: readonly Job[]): Promise<JobQueue> {
  // The queues exist before the queue that sends starts: pg-boss reads its queue list once at start,
  // so a job sent through a caller's transaction needs no query of its own (on the embedded
  // database such a query would wait for that very transaction).
  const setup = new PgBoss({ connectionString, schema: 'pgboss', max: 1, supervise: false, schedule: false })
  setup.on('error', (error) => console.error('[jobs]', error))
  await setup.start()
  for (const definition of definitions) {
    await setup.createQueue(definition.name, { retryLimit: definition.retryLimit, retryDelay: RETRY_DELAY_SECONDS, retryBackoff: true })
  }
  await setup.stop({ graceful: false })
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4, supervise: true, schedule: false })
  boss.on('error', (error) => console.error('[jobs]', error))
  let running = true
  boss.on('stopped', () => (running = false))
  await boss.start()
  return {
    boss,
    // A job sent while answering a request carries its id, so the handler's log lines name it too,
    // and (tracing on) its trace context, so the handler's span joins the request's trace.
    send: (job, data, options) =>
      boss.send(job.name, withRequestContext(data as object), {
        ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options?.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options?.in ? { db: options.in as { executeSql(text: string, values?: unknown[]): Promise<{ rows: never[] }> } } : {}),
      }),
    stop: (timeoutMs = 10_000) => {
      running = false
      return boss.stop({ graceful: true, timeout: timeoutMs })
    },
    running: () => running,
  }
}

function withRequestContext<T extends object>(data: T): T {
  const requestId = currentRequestId()
  const withId = requestId && !('requestId' in data) ? { ...data, requestId } : data
  const traceparent = activeTracing()?.traceparent()
  return traceparent && !('traceparent' in data) ? { ...withId, traceparent } : withId
}

/** One JSON log line in the shape Fastify's logger writes (level 30 info, 50 error). */
function logLine(level: 30 | 50, msg: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ level, time: Date.now(), pid: process.pid, msg, ...fields })
  if (level >= 50) console.error(line)
  else console.log(line)
}

/**
 * What pg-boss calls for a batch: the job's checks and handler, with log lines and metrics around
 * them. It settles each job on its own: a refused payload fails for good (no retry: the same data
 * would be refused again), the batch's other jobs complete or fail with their handler.
 */
export function jobBatchRunner(job: Job, deps: AppDeps) {
  return async (jobs: ClaimedJob[]): Promise<JobOutcome[]> => {
    const started = Date.now()
    const ids = jobs.map((claimed) => claimed.id)
    const requestIds = [...new Set(jobs.map((claimed) => requestIdOf(claimed.data)).filter((id): id is string => typeof id === 'string'))]
    const fields = { queue: job.name, jobIds: ids, ...(requestIds.length ? { requestId: requestIds.length === 1 ? requestIds[0] : requestIds } : {}) }
    logLine(30, 'job started', fields)
    const tracing = activeTracing()
    const { outcomes, error } = tracing
      ? await tracing.runJobBatch(
          job.name,
          traceparentsOf(jobs),
          jobs.length,
          () => job.run(jobs, deps),
          (result) => result.error !== undefined,
        )
      : await job.run(jobs, deps)
    const refused = outcomes.filter((outcome) => outcome.status === 'deadletter').length
    if (refused > 0) deps.metrics.jobBatches.inc({ queue: job.name, outcome: 'refused' })
    if (error !== undefined) {
      deps.metrics.jobBatches.inc({ queue: job.name, outcome: 'failed' })
      const retried = jobs.some((claimed) => (claimed.retryCount ?? 0) < (claimed.retryLimit ?? job.retryLimit))
      logLine(50, 'job failed', {
        ...fields,
        ms: Date.now() - started,
        willRetry: retried,
        err: { message: (error as Error).message, name: (error as Error).name },
      })
    } else if (refused < jobs.length) {
      deps.metrics.jobBatches.inc({ queue: job.name, outcome: 'completed' })
      logLine(30, 'job completed', { ...fields, ms: Date.now() - started })
    }
    return outcomes
  }
}

const requestIdOf = (data: unknown): unknown => (typeof data === 'object' && data !== null ? (data as { requestId?: unknown }).requestId : undefined)

/** The trace contexts the batch's jobs were sent from (a job's schema drops the key before its handler sees the data). */
const traceparentsOf = (jobs: ClaimedJob[]): string[] =>
  jobs.flatMap((claimed) => {
    const traceparent = typeof claimed.data === 'object' && claimed.data !== null ? (claimed.data as { traceparent?: unknown }).traceparent : undefined
    return typeof traceparent === 'string' && traceparent.length <= 64 ? [traceparent] : []
  })

/** Starts handlers for every job; used by the worker entry and, by default, the server. */
export async function runJobHandlers(queue: JobQueue, definitions: readonly Job[], deps: AppDeps): Promise<void> {
  for (const definition of definitions) {
    await queue.boss.work(
      definition.name,
      {
        batchSize: definition.batchSize,
        localConcurrency: definition.localConcurrency,
        pollingIntervalSeconds: 0.5,
        burstWhenBatchFull: true,
        // Each job is settled on its own (a refused payload must not fail the valid ones beside it),
        // and carries its retry count and limit, so a handler knows its last attempt.
        perJobResults: true,
        includeMetadata: true,
      },
      jobBatchRunner(definition, deps),
    )
  }
  const periodic = definitions.filter((definition) => definition.everySeconds)
  if (periodic.length === 0) return
  const sendPeriodic = () => {
    for (const definition of periodic) {
      queue.boss.send(definition.name, {}, { singletonSeconds: definition.everySeconds }).catch((error: unknown) => {
        logLine(50, 'periodic job not sent', { queue: definition.name, err: { message: (error as Error).message } })
      })
    }
  }
  sendPeriodic()
  const timer = setInterval(sendPeriodic, PERIODIC_SEND_MS)
  timer.unref()
  queue.boss.on('stopped', () => clearInterval(timer))
}

/** How often a process that runs jobs offers each periodic job (one per period runs). */
const PERIODIC_SEND_MS = 3_600_000
