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
})
