import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/test-server'
import { analyzeChangedTables } from './table-statistics'

let server: TestServer
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

      expect(await analyzeChangedTables(pool)).toContain(`public.${table}`)
      expect(await estimate()).toBe(5000)
      expect(await analyzeChangedTables(pool)).not.toContain(`public.${table}`)
    } finally {
      await pool.query(`drop table ${table}`)
    }
  })

  it('with a small statistics target, still learns the table size, and leaves the setting as it was', async () => {
    const { pool } = server.runtime.deps
    const table = `stats_sample_${process.pid}`
    await pool.query(`create table ${table} (id int primary key, v text)`)
    try {
      await pool.query(`insert into ${table} select g, 'v' || (g % 50) from generate_series(1, 50000) g`)
      expect(await analyzeChangedTables(pool, { statisticsTarget: 10 })).toContain(`public.${table}`)
      const { rows } = await pool.query<{ reltuples: number }>(`select reltuples from pg_class where relname = $1`, [table])
      expect(Number(rows[0]!.reltuples)).toBeGreaterThan(45_000)
      expect(Number(rows[0]!.reltuples)).toBeLessThan(55_000)
      const distinct = await pool.query<{ n_distinct: number }>(`select n_distinct from pg_stats where tablename = $1 and attname = 'v'`, [table])
      expect(Number(distinct.rows[0]!.n_distinct)).toBe(50)
      expect((await pool.query<{ t: string }>(`select current_setting('default_statistics_target') as t`)).rows[0]!.t).toBe('100')
    } finally {
      await pool.query(`drop table ${table}`)
    }
  })
})
