import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../test/test-server'
import { planNodes, seqScansOf } from '../../../test/query-plans'
import { createLoadScenario } from '../test/store-list-load'
import { GROUPS_NAMED_STATEMENT, UPSERT_PINS_STATEMENT } from './store-writes.repository'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ runJobs: false })
})
afterAll(async () => server?.close())

// Every batch of every list runs these, with a JSON batch the planner always takes for 100 rows:
// planned as joins, a batch read the whole directory (a hash join over every store) each time.
describe('store-list batch writes read the directory by key', () => {
  const directory = ['organization_places', 'places', 'deployment_groups', 'pins']

  it('adds pins probing each pin’s store, in the plan for the values and in the generic plan', async () => {
    const { pool } = server.runtime.deps
    const scenario = await createLoadScenario(pool, 2000, { knownShare: 1, withRows: false })
    await pool.query('analyze organization_places; analyze places; analyze pins')
    const stores = await pool.query<{ id: number }>(
      `select op.id from organization_places op join organizations o on o.id = op.organization_id where o.name = $1 limit 70`,
      [scenario.organizationName],
    )
    const batch = JSON.stringify(stores.rows.map((store) => ({ mission: scenario.missionId, place: Number(store.id), grp: null, running: true })))
    for (const plan of [await planNodes(pool, UPSERT_PINS_STATEMENT, [batch]), await planNodes(pool, UPSERT_PINS_STATEMENT, [batch], { types: ['json'] })]) {
      expect(seqScansOf(plan, directory)).toEqual([])
      expect(plan.some((node) => node['Index Name'] === 'organization_places_pkey')).toBe(true)
    }
  })

  it('finds a batch’s deployment groups by the (mission, name) index', async () => {
    const { pool } = server.runtime.deps
    const batch = JSON.stringify(Array.from({ length: 50 }, (_, index) => ({ mission: 1, name: `Group ${index}`, cap: null })))
    for (const plan of [await planNodes(pool, GROUPS_NAMED_STATEMENT, [batch]), await planNodes(pool, GROUPS_NAMED_STATEMENT, [batch], { types: ['json'] })]) {
      expect(seqScansOf(plan, directory)).toEqual([])
      expect(plan.some((node) => node['Index Name'] === 'deployment_groups_mission_name_unique')).toBe(true)
    }
  })
})
