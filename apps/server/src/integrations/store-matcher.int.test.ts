import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/test-server'
import { cityKey, type NormalizedAddress } from './address-normalizer'
import { candidateAddress, fillMissingStreetKeys, MATCH_STORES_STATEMENT, matchParameters, matchStores, type StoreCandidate } from './store-matcher'
import { normalizeStreet } from './street-normalizer'
import { planNodes, type PlanNode } from '../test/query-plans'

/** An address as the offline normalizer gives it, without a postal code. */
const address = (street: string, city: string, state: string): NormalizedAddress => {
  const normalized = normalizeStreet(street)
  return {
    street: normalized?.display ?? null,
    streetKey: normalized?.key ?? null,
    streetCores: normalized?.cores ?? [],
    city,
    cityKey: cityKey(city),
    state,
    postalCode: null,
    country: 'US',
  }
}

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
  expect(byPostalCode.length).toBeGreaterThanOrEqual(1)
  for (const scan of byPostalCode) expect(scan['Index Cond']).toMatch(/split_part\(street_key/)
  // Rows are also looked up in their city: by (state, city, house number), never by state alone.
  const byCity = placeScans.filter((node) => node['Index Cond']?.includes('city_key'))
  expect(byCity.length).toBeGreaterThanOrEqual(1)
  for (const scan of byCity) expect(scan['Index Cond']).toMatch(/split_part\(street_key/)
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
    ...candidateAddress({ ...address(`${houseNumber} ${street}`, 'Austin', 'TX'), postalCode: CROWDED_ZIP }),
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

  // On both databases: the same street nearby (by_nearby) is probed by house number (places_house_idx,
  // migration 0029). Before that index PostgreSQL planned a sequential scan of places for it, the
  // 23,000 rows here and a million in a national directory (a 25 km box around a metro holds thousands).
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
    const types = ['json', 'float8', 'float8', 'text[]', 'float8', 'int4']
    expectProbesByHouseNumber(await planNodes(server.runtime.deps.pool, MATCH_STORES_STATEMENT, matchParameters(batch), { types }))
  })
})

// Issue 33: lists of one chain from another source spell its stores otherwise, or give no ZIP.
describe('matching a store another source spells otherwise', () => {
  const organization = `Samechain ${process.pid}`
  const known = [
    { street: '1500 S Lynn Riggs Blvd', city: 'Claremore', state: 'OK', zip: '74017', number: '100' },
    { street: '200 Marketplace Drive', city: 'Richland', state: 'MS', zip: '39218', number: null },
    { street: '2500 Malcolm Ave', city: 'Newport', state: 'AR', zip: '72112', number: '300' },
    { street: '1200 N Main St', city: 'Claremore', state: 'OK', zip: '74017', number: '400' },
    { street: '1200 E Pine St', city: 'Claremore', state: 'OK', zip: '74017', number: '500' },
  ]
  const row = (
    key: number,
    street: string,
    city: string,
    state: string,
    postalCode: string | null,
    storeNumber: string | null = null,
    location: { latitude: number; longitude: number } | null = null,
  ): StoreCandidate => ({
    key,
    organizationName: organization.toUpperCase(),
    storeNumber,
    ...candidateAddress({ ...address(street, city, state), postalCode }),
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    precise: false,
  })
  const TULSA = { latitude: 36.154, longitude: -95.993 }

  beforeAll(async () => {
    const { pool } = server.runtime.deps
    const org = (await pool.query<{ id: number }>(`insert into organizations (name) values ($1) returning id`, [organization])).rows[0]!
    for (const store of known) {
      const place = await pool.query<{ id: number }>(
        `insert into places (street, city, state, postal_code, latitude, longitude) values ($1, $2, $3, $4, 36, -95) returning id`,
        [store.street, store.city, store.state, store.zip],
      )
      await pool.query(`insert into organization_places (organization_id, place_id, name, store_number) values ($1, $2, $3, $4)`, [
        org.id,
        place.rows[0]!.id,
        organization,
        store.number,
      ])
    }
    await fillMissingStreetKeys(pool)
  })

  it('matches by a common street core in the ZIP or in the city and state, and says which evidence', async () => {
    const matches = await matchStores(server.runtime.deps.pool, [
      row(1, '1500 LYNN RIGGS BLVD', 'CLAREMORE', 'OK', '74017'),
      row(2, '200 Market Place Dr', 'Richland', 'MS', '39218'),
      row(3, '2500 MALCOLM ST/HWY 67 NORTH', 'NEWPORT', 'AR', null),
      row(4, '1500 S LYNN RIGGS BLVD', 'CLAREMORE', 'OK', null),
      row(5, '1200 NORTH MAIN STREET', 'Claremore', 'OK', null),
    ])
    expect(matches.map(({ key, confidence, reason }) => ({ key, confidence, reason })).sort((a, b) => a.key - b.key)).toEqual([
      { key: 1, confidence: 'MEDIUM', reason: 'same street' },
      { key: 2, confidence: 'MEDIUM', reason: 'same street' },
      { key: 3, confidence: 'MEDIUM', reason: 'same street' },
      { key: 4, confidence: 'HIGH', reason: 'address' },
      { key: 5, confidence: 'HIGH', reason: 'address' },
    ])
    expect(matches.find((match) => match.key === 3)?.storeNumber).toBe('300')
  })

  it('keeps apart another house number, another city, a different directional name, and a store whose number says it is another', async () => {
    const matches = await matchStores(server.runtime.deps.pool, [
      row(1, '1502 S Lynn Riggs Blvd', 'Claremore', 'OK', '74017'),
      // Tulsa's centre is 90 km from the store: another town's store at the same street address.
      row(2, '1500 S Lynn Riggs Blvd', 'Tulsa', 'OK', null, null, TULSA),
      // The same house number on the opposite side of town, and at a number two stores share.
      row(3, '1200 S Main St', 'Claremore', 'OK', '74017'),
      row(4, '1200 Will Rogers Blvd', 'Claremore', 'OK', '74017'),
      // The same street core at the same house number, but the row's store number is another store's.
      row(5, '2500 Malcolm Street', 'Newport', 'AR', '72112', '999'),
      // The house number alone, but in a city and not a postal code.
      row(6, '1500 Lynn Ave', 'Claremore', 'OK', null),
    ])
    expect(matches).toEqual([])
  })

  it('takes the house number alone in the postal code where nothing else tells the stores apart (LOW), and a row it cannot place by its very address in its state', async () => {
    const matches = await matchStores(server.runtime.deps.pool, [
      // A road another source calls otherwise: the chain's only store at 1500 in 74017.
      row(1, '1500 Will Rogers Blvd', 'Claremore', 'OK', '74017'),
      // No ZIP and no location (a town no gazetteer knows): the very street and house number in the state.
      row(2, '1500 S Lynn Riggs Blvd', 'Verdigris Valley', 'OK', null),
    ])
    expect(matches.map(({ key, confidence, reason, storeNumber }) => ({ key, confidence, reason, storeNumber })).sort((a, b) => a.key - b.key)).toEqual([
      { key: 1, confidence: 'LOW', reason: 'house number', storeNumber: '100' },
      { key: 2, confidence: 'LOW', reason: 'address in state', storeNumber: '100' },
    ])
  })

  it('still matches the very same street when the store numbers differ, so the conflict can be reported', async () => {
    const [match] = await matchStores(server.runtime.deps.pool, [row(1, '2500 Malcolm Ave', 'Newport', 'AR', '72112', '999')])
    expect(match).toMatchObject({ confidence: 'HIGH', reason: 'address', storeNumber: '300' })
  })
})
