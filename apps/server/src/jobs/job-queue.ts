import { PgBoss } from 'pg-boss'
import type { AppDeps } from '../app-deps'

/** A durable background job: a plain function the API process or a worker process may run. */
export interface JobDefinition<T extends object = object> {
  name: string
  /** How many jobs one fetch claims; handlers receive them together so they can work set-based. */
  batchSize?: number
  localConcurrency?: number
  retryLimit?: number
  handle(jobs: { id: string; data: T }[], deps: AppDeps): Promise<void>
}

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string; startAfter?: number }): Promise<string | null>
  /** Waits up to `timeoutMs` for running handlers, then fails what is still active (pg-boss retries it). */
  stop(timeoutMs?: number): Promise<void>
  /** False once stopped (or pg-boss stopped on its own). */
  running(): boolean
  boss: PgBoss
}

export async function startJobQueue(connectionString: string, definitions: JobDefinition[]): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4, supervise: true, schedule: false })
  boss.on('error', (error) => console.error('[jobs]', error))
  let running = true
  boss.on('stopped', () => (running = false))
  await boss.start()
  for (const definition of definitions) {
    await boss.createQueue(definition.name, { retryLimit: definition.retryLimit ?? 5, retryDelay: 2, retryBackoff: true })
  }
  return {
    boss,
    send: (name, data, options) =>
      boss.send(name, data, {
        ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options?.startAfter ? { startAfter: options.startAfter } : {}),
      }),
    stop: (timeoutMs = 10_000) => {
      running = false
      return boss.stop({ graceful: true, timeout: timeoutMs })
    },
    running: () => running,
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
      async (jobs) => definition.handle(jobs.map((job) => ({ id: job.id, data: job.data })), deps),
    )
  }
}
