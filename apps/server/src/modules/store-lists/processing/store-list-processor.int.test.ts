import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOfflineAddressNormalizer } from '../../../integrations/address-normalizer'
import { createCentroidGeocoder, type Geocoder } from '../../../integrations/geocoder'
import { startTestServer, type TestServer } from '../../../test/test-server'
import { createFixture, type Fixture } from '../test/store-list-fixtures'
import { createLoadScenario, loadOutcome } from '../test/store-list-load'
import { processStoreList } from './store-list-processor'

let server: TestServer
let fixture: Fixture
const services = (batchSize: number) => ({ normalizer: createOfflineAddressNormalizer(), geocoder: createCentroidGeocoder(), batchSize })

/** The offline geocoder, running `meanwhile` (told which call this is) before each answer: the moment a batch has no transaction open. */
function geocoderThatFirst(meanwhile: (call: number) => Promise<void>): Geocoder {
  const centroid = createCentroidGeocoder()
  let calls = 0
  return {
    provider: centroid.provider,
    approximate: centroid.approximate,
    async geocode(addresses) {
      await meanwhile(++calls)
      return centroid.geocode(addresses)
    },
  }
}

beforeAll(async () => {
  server = await startTestServer()
  fixture = await createFixture(server.runtime.deps.pool)
})
afterAll(async () => server?.close())

describe('store list processor', () => {
  it('puts only the row the database refuses in ERROR, with the reason, and adds the rest of its batch', async () => {
    const { pool } = server.runtime.deps
    // Straight into the table: the upload validator would refuse a group cap of 0 before it got here.
    const template = (
      await pool.query<{ id: number }>(
        `insert into mission_deploy_templates (campaign_id, name) select id, 'refused.xlsx' from campaigns where identity = $1 returning id`,
        [fixture.campaignIdentity],
      )
    ).rows[0]!
    await pool.query(
      `insert into mission_deploy_template_rows (template_id, row_number, wiser_mission_id, group_name, group_cap, organization_name, store_number, street_address, city, state, postal_code, country)
       values ($1, 3, $2, 'Fine', 5, $3, '0001', '100 Congress Ave', 'Austin', 'TX', '78701', 'US'),
              ($1, 4, $2, 'Zero', 0, $3, '0002', '200 Lamar Blvd', 'Austin', 'TX', '78701', 'US'),
              ($1, 5, $2, 'Fine', 5, $3, 'R5', '5 Refusal Rd', 'Austin', 'TX', '78701', 'US')`,
      [template.id, fixture.missionIdentity, fixture.organizationName],
    )
    await processStoreList(pool, Number(template.id), services(1000))
    const rows = (
      await pool.query(`select row_number, status, status_detail from mission_deploy_template_rows where template_id = $1 order by row_number`, [template.id])
    ).rows
    expect(rows.map((row) => [row.row_number, row.status])).toEqual([
      [3, 'PIN_ADDED_TO_MISSION'],
      [4, 'ERROR'],
      [5, 'PIN_ADDED_TO_MISSION'],
    ])
    expect(rows[1].status_detail).toMatch(/^Could not process this row: .*deployment_groups_caps_check/)
    expect((await pool.query(`select status from mission_deploy_templates where id = $1`, [template.id])).rows[0].status).toBe('PROCESSED')
  })

  it('two processors sharing one list in small batches finish it with one pin per store and no store created twice', async () => {
    const { pool } = server.runtime.deps
    const scenario = await createLoadScenario(pool, 600, { knownShare: 0.5, groups: 7 })
    await Promise.all([processStoreList(pool, scenario.templateId, services(40)), processStoreList(pool, scenario.templateId, services(40))])
    const outcome = await loadOutcome(pool, scenario)
    expect(outcome).toMatchObject({ status: 'PROCESSED', rows: 600, notFinal: 0, errors: 0, duplicateStores: 0, pins: 600, groups: 7 })
    expect(outcome.distinctStores).toBe(600)
  })

  it('takes again, before finishing, rows behind its position that became unprocessed (another worker rolled its batch back)', async () => {
    const { pool } = server.runtime.deps
    const scenario = await createLoadScenario(pool, 60, { knownShare: 0.5, groups: 3 })
    // While the third batch works out its addresses, the first batch's rows are unprocessed again:
    // as if another worker had held them when this one passed (SKIP LOCKED) and its transaction
    // had then rolled back.
    const geocoder = geocoderThatFirst(async (call) => {
      if (call === 3)
        await pool.query(
          `update mission_deploy_template_rows set status = 'UNPROCESSED'
            where id in (select id from mission_deploy_template_rows where template_id = $1 order by row_number limit 10)`,
          [scenario.templateId],
        )
    })
    await processStoreList(pool, scenario.templateId, { normalizer: createOfflineAddressNormalizer(), geocoder, batchSize: 10 })
    expect(await loadOutcome(pool, scenario)).toMatchObject({ status: 'PROCESSED', rows: 60, notFinal: 0, errors: 0, pins: 60 })
  })

  it('asks the geocoder with no transaction open, so a slow geocoding service holds no row and no session', async () => {
    const { pool } = server.runtime.deps
    const scenario = await createLoadScenario(pool, 90, { knownShare: 0.5, groups: 3 })
    let calls = 0
    const geocoder = geocoderThatFirst(async () => {
      calls++
      // Another connection writes the list's rows: a batch transaction holding them (or, on the
      // embedded database, any open transaction) would make it wait until after this call returns.
      const probe = pool.query(`update mission_deploy_template_rows set updated_at = updated_at where template_id = $1`, [scenario.templateId])
      const timeout = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5_000).unref())
      expect(await Promise.race([probe.then(() => 'answered'), timeout])).toBe('answered')
    })
    await processStoreList(pool, scenario.templateId, { normalizer: createOfflineAddressNormalizer(), geocoder, batchSize: 30 })
    expect(calls).toBeGreaterThanOrEqual(3)
    expect(await loadOutcome(pool, scenario)).toMatchObject({ status: 'PROCESSED', rows: 90, notFinal: 0, errors: 0, duplicateStores: 0, pins: 90 })
  })
})
