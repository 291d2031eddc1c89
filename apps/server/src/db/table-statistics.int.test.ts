import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/test-server'
import { analyzeChangedTables } from './table-statistics'

let server: TestServer

/** Calls analyzeChangedTables until the table's statistics are fresh; says who refreshed them. */
async function analyzeUntilFresh(pool: TestServer['runtime']['deps']['pool'], table: string, estimate: () => Promise<number>): Promise<string> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if ((await analyzeChangedTables(pool)).includes(`public.${table}`)) return 'this call'
    if ((await estimate()) === 5000) return 'the keeper'
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return 'nobody'
}
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

describe('table statistics', () => {
  it('analyzes a table that grew past the threshold, so the planner sees its real size, and leaves it alone once fresh', async () => {
    const { pool } = server.runtime.deps
    const table = `stats_probe_${process.pid}`
    await pool.query(`create table ${table} (id int primary key, v text)`)
    try {
      await pool.query(`insert into ${table} select g, 'v' || g from generate_series(1, 5000) g`)
      const estimate = async () => Number((await pool.query(`select reltuples from pg_class where relname = $1`, [table])).rows[0].reltuples)
      expect(await estimate()).toBeLessThan(1)

      // The server's own statistics keeper (every 5 s, one process at a time across the database)
      // may be the one that analyzes it: either way the planner must end up seeing 5,000 rows.
      const analyzedBy = await analyzeUntilFresh(pool, table, estimate)
      expect(['this call', 'the keeper']).toContain(analyzedBy)
      expect(await estimate()).toBe(5000)
      expect(await analyzeChangedTables(pool)).not.toContain(`public.${table}`)
    } finally {
      await pool.query(`drop table ${table}`)
    }
  })

  it('with a small statistics target, still learns the table size, and leaves the setting as it was', async () => {
    const { pool } = server.runtime.deps
    const table = `stats_sample_${process.pid}`
    const sampleEstimate = async () => Number((await pool.query(`select reltuples from pg_class where relname = $1`, [table])).rows[0].reltuples)
    await pool.query(`create table ${table} (id int primary key, v text)`)
    try {
      await pool.query(`insert into ${table} select g, 'v' || (g % 50) from generate_series(1, 50000) g`)
      // Waits for the server's own keeper if it holds the one-at-a-time lock, then samples itself.
      const deadline = Date.now() + 30_000
      let analyzed: string[] = []
      while (!analyzed.includes(`public.${table}`) && Date.now() < deadline) {
        await pool.query(`update ${table} set v = v where id <= 10000`)
        analyzed = await analyzeChangedTables(pool, { statisticsTarget: 10 })
      }
      expect(analyzed).toContain(`public.${table}`)
      expect(await sampleEstimate()).toBeGreaterThan(45_000)
      expect(await sampleEstimate()).toBeLessThan(55_000)
      const distinct = await pool.query<{ n_distinct: number }>(`select n_distinct from pg_stats where tablename = $1 and attname = 'v'`, [table])
      expect(Number(distinct.rows[0]!.n_distinct)).toBe(50)
      expect((await pool.query<{ t: string }>(`select current_setting('default_statistics_target') as t`)).rows[0]!.t).toBe('100')
    } finally {
      await pool.query(`drop table ${table}`)
    }
  })
})
