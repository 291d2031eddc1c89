import path from 'node:path'
import pg from 'pg'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import * as schema from './schema'
import { startEmbeddedDatabase } from './embedded/start-embedded'
import { BACKGROUND_APPLICATION_NAME } from './embedded/wire-multiplexer'
import type { AppConfig } from '../config'
import { activeTracing } from '../ops/tracing/tracing'

export type Database = NodePgDatabase<typeof schema>
export type Schema = typeof schema

// Counts arrive as int8 and money-like values as numeric; the app wants numbers, and calendar
// dates stay 'YYYY-MM-DD' strings so no time zone ever shifts them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

export interface DatabaseHandle {
  db: Database
  pool: pg.Pool
  url: string
  embedded: boolean
  /** Set for the embedded database this process started: tells it whether HTTP requests are in flight. */
  consoleBusy?: (busy: boolean) => void
  close(): Promise<void>
}

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  poolSize = 10,
  onEmbeddedExit?: (description: string) => void,
): Promise<DatabaseHandle> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(path.join(config.dataDir, 'pglite'), onEmbeddedExit)
  const url = config.databaseUrl ?? embedded!.url
  const handle = connect(url, !!embedded, poolSize, async () => embedded?.stop())
  return embedded ? { ...handle, consoleBusy: embedded.consoleBusy } : handle
}

export function connect(url: string, embedded: boolean, poolSize = 10, onClose?: () => Promise<void>): DatabaseHandle {
  // PostgreSQL's JIT compiles a statement the planner costs above jit_above_cost: for the console's
  // short reads that is all loss (a searched Pins tab page that runs in 3 ms spent 78 ms compiling,
  // docs/decisions/list-search-at-scale.md). The embedded database has no JIT.
  // With tracing on (started before any pool is made), the pool's clients make a span of each statement.
  const Client = activeTracing()?.Client
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...(embedded ? {} : { options: '-c jit=off' }), ...(Client ? { Client } : {}) })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined)
  return {
    db: drizzle(pool, { schema }),
    pool,
    url,
    embedded,
    async close() {
      await pool.end()
      await onClose?.()
    },
  }
}

/** The same database, with connections named as background work (see BACKGROUND_APPLICATION_NAME). */
export function backgroundConnectionString(url: string): string {
  const named = new URL(url)
  named.searchParams.set('application_name', BACKGROUND_APPLICATION_NAME)
  return named.toString()
}
