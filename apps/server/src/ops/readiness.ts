import { sql } from 'drizzle-orm'
import { execute } from '../db/pg-statement'
import pg from 'pg'
import type { Lifecycle } from './lifecycle'

export interface Readiness {
  ready: boolean
  /** Why not, in words an operator can act on. */
  reason?: string
  database: 'ok' | 'failed' | 'skipped'
  jobs: 'ok' | 'failed' | 'skipped'
}

export interface ReadinessProbe {
  check(): Promise<Readiness>
  close(): Promise<void>
}

/**
 * Answers "may a load balancer send requests here?": not while the process drains or has lost its
 * embedded database, and only when the database answers `select 1` and the job tables within
 * `timeoutMs`. The probe has its own one-connection pool, so a saturated request pool does not make
 * a busy server look dead, and a hung check cannot take the requests' connections: a query past its
 * timeout destroys the probe's connection.
 */
export function createReadinessProbe(options: { url: string; lifecycle: Lifecycle; jobsRunning: () => boolean; timeoutMs: number }): ReadinessProbe {
  const { lifecycle, timeoutMs } = options
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    idleTimeoutMillis: 60_000,
    allowExitOnIdle: true,
  })
  pool.on('error', () => undefined)
  const describe = (error: unknown): string => {
    const message = (error instanceof Error ? error.message : String(error)) || 'no answer'
    return /timeout/i.test(message) ? `no answer within ${timeoutMs} ms (${message})` : message
  }

  return {
    async check() {
      if (lifecycle.fatal) return { ready: false, reason: lifecycle.fatal, database: 'skipped', jobs: 'skipped' }
      if (lifecycle.draining) return { ready: false, reason: 'Shutting down.', database: 'skipped', jobs: 'skipped' }
      try {
        await execute(pool, sql`select 1`)
      } catch (error) {
        return { ready: false, reason: `The database did not answer: ${describe(error)}`, database: 'failed', jobs: 'skipped' }
      }
      if (!options.jobsRunning()) return { ready: false, reason: 'The job queue is stopped.', database: 'ok', jobs: 'failed' }
      try {
        await execute(pool, sql`select 1 from pgboss.queue limit 1`)
      } catch (error) {
        return { ready: false, reason: `The job queue's tables did not answer: ${describe(error)}`, database: 'ok', jobs: 'failed' }
      }
      return { ready: true, database: 'ok', jobs: 'ok' }
    },
    close: () => pool.end(),
  }
}
