import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { startTestServer, type TestServer } from '../../test/test-server'
import { findPinsPage } from '../mission-pins/pins.repository'
import { serverToday } from '../server-today'
import { findMissionPage, type MissionPageParts } from './mission-page.repository'

let server: TestServer
let client: pg.PoolClient
const CALLS = 12

beforeAll(async () => {
  server = await startTestServer()
  // One connection: prepared statements and their plans belong to it.
  client = await server.runtime.deps.pool.connect()
})
afterAll(async () => {
  client?.release()
  await server?.close()
})

/**
 * Executions of statements named `name` that reused a generic plan, on this connection (on the
 * embedded database the one session holds every connection's statements, renamed `c<n>:name`).
 */
async function genericPlans(name: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select coalesce(sum(generic_plans), 0)::int as n from pg_prepared_statements where name = $1 or name like '%:' || $1`,
    [name],
  )
  return rows[0]!.n
}

/**
 * The mission page's two polled reads are named statements whose plan PostgreSQL keeps: after the
 * five custom plans it tries first, every call runs the generic one instead of planning again.
 * Planning was most of each (GetMissionDetails ~0.8 of ~1.2 ms), and a statement whose generic plan
 * looks dearer than its custom ones (a LIMIT passed as a value) is planned on every call forever.
 */
describe("the mission page's polled statements are planned once per connection", () => {
  it('GetMissionDetails: the mission with every part', async () => {
    const parts: MissionPageParts = { counts: true, progress: true, capPeriods: true, swarms: true, campaign: true, taskSummary: true, brief: true }
    const before = await genericPlans('mission_page_127')
    for (let i = 0; i < CALLS; i++) expect((await findMissionPage(client, DEMO_IDENTITIES.missions.scale, parts))?.counts?.pinCount).toBe(10_000)
    expect((await genericPlans('mission_page_127')) - before).toBeGreaterThanOrEqual(CALLS - 5)
  })

  it('GetMissionPins: the first page without an availability filter', async () => {
    const { rows } = await client.query<{ id: number }>(`select id from missions where identity = $1`, [DEMO_IDENTITIES.missions.scale])
    const query = { state: 'ALL', isRunning: 'ALL', deploymentGroupIdentities: [], page: 1, limit: 10 } as const
    const before = await genericPlans('mission_pins_page_all')
    for (let i = 0; i < CALLS; i++) {
      const page = await findPinsPage(client, rows[0]!.id, serverToday(), { ...query, deploymentGroupIdentities: [] })
      expect([page?.total, page?.items.length]).toEqual([10_000, 10])
    }
    expect((await genericPlans('mission_pins_page_all')) - before).toBeGreaterThanOrEqual(CALLS - 5)
  })
})
