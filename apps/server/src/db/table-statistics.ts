import type pg from 'pg'
import { sql } from 'drizzle-orm'
import { inTransaction } from './transaction'
import { execute, queryRow, queryRows } from './pg-statement'

/** Any number, shared by every process on one database, so only one of them analyzes at a time. */
const KEEPER_LOCK = 0x57a7_5
const EVERY_MS = 5_000

export interface AnalyzeOptions {
  /**
   * default_statistics_target for these ANALYZEs (PostgreSQL's default is 100: 30,000 sampled rows).
   * On the embedded database an ANALYZE holds its only session, so everyone else waits for it:
   * there a small target keeps each one short. Row counts, what the plans here depend on most, are
   * estimated from the table's pages either way.
   */
  statisticsTarget?: number
}

/** The embedded database's target: 3,000 sampled rows, a fraction of the time of the default. */
export const EMBEDDED_STATISTICS_TARGET = 10

/**
 * Analyzes the tables that changed by more than autovacuum's default threshold (50 rows + 10 %)
 * since their last ANALYZE. Returns their names.
 *
 * Why we do what autovacuum should: PGlite has no autovacuum at all, and PostgreSQL 15's
 * autovacuum cannot analyze tables with an earthdistance expression index (places, pins, bees:
 * its empty search_path does not resolve the extension's `earth` type). Without statistics a
 * chain with 40,000 stores was planned as 12 and store matching ran a hundred times slower.
 */
export async function analyzeChangedTables(pool: pg.Pool, options: AnalyzeOptions = {}): Promise<string[]> {
  const client = await pool.connect()
  try {
    const lock = await queryRow<{ ok: boolean }>(client, sql`select pg_try_advisory_lock(${KEEPER_LOCK}) as ok`)
    if (!lock?.ok) return []
    try {
      // Counters reach pg_stat_user_tables lazily; PGlite's single backend only flushes when asked.
      await execute(client, sql`select pg_stat_force_next_flush()`)
      const rows = await queryRows<{ name: string }>(
        client,
        sql`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
          where n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0) order by n_mod_since_analyze desc`,
      )
      for (const { name } of rows) {
        // The name comes from format('%I.%I'): quoted as an identifier already.
        const analyze = sql`analyze ${sql.raw(name)}`
        const target = options.statisticsTarget
        if (target === undefined) await execute(client, analyze)
        else
          await inTransaction(client, async (tx) => {
            await execute(tx, sql`set local default_statistics_target = ${sql.raw(String(Math.trunc(target)))}`)
            await execute(tx, analyze)
          })
      }
      return rows.map((row) => row.name)
    } finally {
      await execute(client, sql`select pg_advisory_unlock(${KEEPER_LOCK})`)
    }
  } finally {
    client.release()
  }
}

/** Runs analyzeChangedTables every few seconds until stopped; a failed round is logged and the next one tries again. */
export function startStatisticsKeeper(
  pool: pg.Pool,
  options: AnalyzeOptions = {},
  onError: (error: unknown) => void = (error) => console.warn('table statistics:', error),
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    running = analyzeChangedTables(pool, options).catch(onError)
  }, EVERY_MS)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
