import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/test-server'
import { fillMissingStreetKeys, MATCH_STORES_STATEMENT, matchParameters, matchStores, type StoreCandidate } from './store-matcher'
import { streetKey } from './street-normalizer'
import { planNodes, type PlanNode } from '../test/query-plans'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ runJobs: false })
})
afterAll(async () => server?.close())

/** No scan of the whole places table, and every probe by postal code also names the house number. */
function expectProbesByHouseNumber(plan: PlanNode[]): void {
  const placeScans = plan.filter((node) => node['Relation Name'] === 'places')
  expect(placeScans.length).toBeGreaterThan(0)
  expect(placeScans.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([])
  const byPostalCode = placeScans.filter((node) => node['Index Cond']?.includes('postal_code'))
  expect(byPostalCode.length).toBeGreaterThanOrEqual(2)
  for (const scan of byPostalCode) expect(scan['Index Cond']).toMatch(/split_part\(street_key/)
}

// A chain whose stores crowd one postal code (a city-centre ZIP, or a load test's 5,000 places a ZIP):
// matching must probe the places of a row's house number, never compare it with every place of its ZIP.
const CROWDED_ZIP = '78701'
const PLACES = 4000

describe('store matching in a crowded postal code', () => {
  const organization = `Crowdmart ${process.pid}`
  const candidate = (houseNumber: number, street: string): StoreCandidate => ({
    key: houseNumber,
    organizationName: organization,
    storeNumber: null,
    streetKey: streetKey(`${houseNumber} ${street}`),
    postalCode: CROWDED_ZIP,
    latitude: null,
    longitude: null,
    precise: false,
  })

  beforeAll(async () => {
    const { pool } = server.runtime.deps
    const org = (await pool.query<{ id: number }>(`insert into organizations (name) values ($1) returning id`, [organization])).rows[0]!
    await pool.query(
      `with made as (
         insert into places (street, city, state, postal_code, latitude, longitude)
         select g || ' Market St', 'Austin', 'TX', $2, 30.27, -97.74 from generate_series(1, $3::int) g
         returning id
       )
       insert into organization_places (organization_id, place_id, name) select $1, id, 'Crowdmart' from made`,
      [org.id, CROWDED_ZIP, PLACES],
    )
    await fillMissingStreetKeys(pool)
    await pool.query('analyze places; analyze organization_places')
  })

  it('finds a misspelt street at its own house number, and its plan probes the (postal code, house number) index', async () => {
    const { pool } = server.runtime.deps
    const candidates = [candidate(1234, 'Markett Street'), candidate(77, 'Market St'), candidate(3999, 'Commerce Blvd'), candidate(4321, 'Markett St')]
    const matches = await matchStores(pool, candidates)
    expect(matches.map(({ key, confidence, reason }) => ({ key, confidence, reason })).sort((a, b) => a.key - b.key)).toEqual([
      { key: 77, confidence: 'HIGH', reason: 'address' },
      { key: 1234, confidence: 'MEDIUM', reason: 'similar address' },
    ])

    const batch = Array.from({ length: 250 }, (_, index) => candidate(index * 13 + 1, 'Markett St'))
    expectProbesByHouseNumber(await planNodes(pool, MATCH_STORES_STATEMENT, matchParameters(batch)))
  })

  it('keeps those probes in the generic plan a named statement settles on', async () => {
    // matchStores is a named prepared statement: after five runs PostgreSQL may plan it once without the values.
    const batch = Array.from({ length: 250 }, (_, index) => candidate(index * 13 + 1, 'Markett St'))
    const types = ['json', 'float8', 'float8', 'text[]']
    expectProbesByHouseNumber(await planNodes(server.runtime.deps.pool, MATCH_STORES_STATEMENT, matchParameters(batch), { types }))
  })
})
