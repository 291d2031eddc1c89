import { PgBoss } from 'pg-boss'
import type { AppDeps } from '../app-deps'
import { currentRequestId } from '../ops/request-context'

/** A durable background job: a plain function the API process or a worker process may run. */
export interface JobDefinition<T extends object = object> {
  name: string
  /** How many jobs one fetch claims; handlers receive them together so they can work set-based. */
  batchSize?: number
  localConcurrency?: number
  retryLimit?: number
  handle(jobs: { id: string; data: T }[], deps: AppDeps): Promise<void>
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
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string; startAfter?: number; in?: JobWriter }): Promise<string | null>
  /** Waits up to `timeoutMs` for running handlers, then fails what is still active (pg-boss retries it). */
  stop(timeoutMs?: number): Promise<void>
  /** False once stopped (or pg-boss stopped on its own). */
  running(): boolean
  boss: PgBoss
}

export async function startJobQueue(connectionString: string, definitions: JobDefinition[]): Promise<JobQueue> {
  // The queues exist before the queue that sends starts: pg-boss reads its queue list once at start,
  // so a job sent through a caller's transaction needs no query of its own (on the embedded
  // database such a query would wait for that very transaction).
  const setup = new PgBoss({ connectionString, schema: 'pgboss', max: 1, supervise: false, schedule: false })
  setup.on('error', (error) => console.error('[jobs]', error))
  await setup.start()
  for (const definition of definitions) {
    await setup.createQueue(definition.name, { retryLimit: definition.retryLimit ?? 5, retryDelay: 2, retryBackoff: true })
  }
  await setup.stop({ graceful: false })
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4, supervise: true, schedule: false })
  boss.on('error', (error) => console.error('[jobs]', error))
  let running = true
  boss.on('stopped', () => (running = false))
  await boss.start()
  return {
    boss,
    // A job sent while answering a request carries its id, so the handler's log lines name it too.
    send: (name, data, options) =>
      boss.send(name, withRequestId(data), {
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

function withRequestId<T extends object>(data: T): T {
  const requestId = currentRequestId()
  return requestId && !('requestId' in data) ? { ...data, requestId } : data
}

/** One JSON log line in the shape Fastify's logger writes (level 30 info, 50 error). */
function logLine(level: 30 | 50, msg: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ level, time: Date.now(), pid: process.pid, msg, ...fields })
  if (level >= 50) console.error(line)
  else console.log(line)
}

/** What pg-boss calls for a batch: the definition's handler, with a log line and metrics around it. */
export function jobBatchRunner(definition: JobDefinition, deps: AppDeps) {
  return async (jobs: { id: string; data: object }[]): Promise<void> => {
    const started = Date.now()
    const ids = jobs.map((job) => job.id)
    const requestIds = [...new Set(jobs.map((job) => (job.data as { requestId?: unknown }).requestId).filter((id): id is string => typeof id === 'string'))]
    const fields = { queue: definition.name, jobIds: ids, ...(requestIds.length ? { requestId: requestIds.length === 1 ? requestIds[0] : requestIds } : {}) }
    logLine(30, 'job started', fields)
    try {
      await definition.handle(
        jobs.map((job) => ({ id: job.id, data: job.data })),
        deps,
      )
      deps.metrics.jobBatches.inc({ queue: definition.name, outcome: 'completed' })
      logLine(30, 'job completed', { ...fields, ms: Date.now() - started })
    } catch (error) {
      deps.metrics.jobBatches.inc({ queue: definition.name, outcome: 'failed' })
      logLine(50, 'job failed', { ...fields, ms: Date.now() - started, err: { message: (error as Error).message, name: (error as Error).name } })
      throw error
    }
  }
}

/** Starts handlers for every definition; used by the worker entry and, by default, the server. */
export async function runJobHandlers(queue: JobQueue, definitions: JobDefinition[], deps: AppDeps): Promise<void> {
  for (const definition of definitions) {
    await queue.boss.work<object>(
      definition.name,
      {
        batchSize: definition.batchSize ?? 1,
        localConcurrency: definition.localConcurrency ?? 1,
        pollingIntervalSeconds: 0.5,
        burstWhenBatchFull: true,
      },
      jobBatchRunner(definition, deps),
    )
  }
}
