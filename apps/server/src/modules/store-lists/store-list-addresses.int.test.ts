import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCorpus, streetVariant } from '../../integrations/test-data/street-variants'
import { STATE_CODES } from '../../integrations/usps-address-tables'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { CREATE, createFixture, uploadRow, waitProcessed, type Fixture } from './test/store-list-fixtures'

let server: TestServer
let token: string
let fixture: Fixture

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
  fixture = await createFixture(server.runtime.deps.pool)
})
afterAll(async () => server?.close())

// Issue 11's store lines (the addresses parse-address corrupted), then real addresses from the corpus.
const ISSUE_STORES = [
  { street: '2643 Highway 280', city: 'Alexander City', state: 'AL', zip: '35010' },
  { street: '4230 W Union Hills Dr', city: 'Glendale', state: 'AZ', zip: '85308' },
  { street: '14941 N Dale Mabry Hwy', city: 'Tampa', state: 'FL', zip: '33618' },
  { street: '1450 No. Brindlee Mt', city: 'Arab', state: 'AL', zip: '35016' },
  { street: '10040 County Road 48', city: 'Fairhope', state: 'AL', zip: '36532' },
  { street: '1972 Hwy 431', city: 'Boaz', state: 'AL', zip: '35957' },
  { street: '1011 Us Highway 72 E', city: 'Athens', state: 'AL', zip: '35611' },
]
const corpus = loadCorpus()
const stores = [...ISSUE_STORES, ...corpus.filter((row) => row.city && /^\d{5}$/.test(row.zip)).filter((_, index) => index % 50 === 0)]
const stateNames = new Map([...STATE_CODES].map(([name, code]) => [code, name]))

const counts = async () => {
  const { pool } = server.runtime.deps
  const row = (
    await pool.query<{ places: number; stores: number; pins: number; pairs: number }>(
      // Places of the fixture's chain only: other test files create places at the same time.
      `select (select count(distinct op.place_id)::int from organization_places op join organizations o on o.id = op.organization_id where o.name = $1) as places,
            (select count(*)::int from organization_places op join organizations o on o.id = op.organization_id where o.name = $1) as stores,
            (select count(*)::int from pins p join missions m on m.id = p.mission_id where m.identity = $2) as pins,
            (select count(*)::int from (select p.organization_place_id from pins p join missions m on m.id = p.mission_id
               where m.identity = $2 group by 1 having count(*) > 1) twice) as pairs`,
      [fixture.organizationName, fixture.missionIdentity],
    )
  ).rows[0]!
  return row
}

const upload = async (name: string, rows: ReturnType<typeof uploadRow>[]) => {
  const { status, body } = await server.graphql(token, CREATE, { input: { name, campaignIdentity: fixture.campaignIdentity, rows } })
  expect(status, JSON.stringify(body.errors)).toBe(200)
  return waitProcessed(server, token, body.data.createMissionDeployTemplate.identity, 120_000)
}

describe('store list addresses', () => {
  it(`a list of ${stores.length} real stores uploaded again in other spellings adds no place, no store and no second pin`, async () => {
    const before = await counts()
    const first = await upload(
      'addresses.xlsx',
      stores.map((store, index) =>
        uploadRow(fixture, index + 3, {
          streetAddress: store.street,
          city: store.city,
          state: store.state,
          postalCode: store.zip,
          country: 'US',
        }),
      ),
    )
    expect(first.rowSummary).toMatchObject({ total: stores.length, pinAddedToMission: stores.length, error: 0 })
    const afterFirst = await counts()
    expect(afterFirst.places - before.places).toBe(stores.length)
    expect(afterFirst.stores - before.stores).toBe(stores.length)
    const stored = await server.runtime.deps.pool.query<{ street: string }>(
      `select p.street from places p join organization_places op on op.place_id = p.id join organizations o on o.id = op.organization_id
        where o.name = $1 and p.street = any($2::text[])`,
      [
        fixture.organizationName,
        ['2643 Highway 280', '4230 W Union Hills Dr', '14941 N Dale Mabry Hwy', '1450 N Brindlee Mt', '10040 County Road 48', '1972 Highway 431'],
      ],
    )
    expect(stored.rows).toHaveLength(6)

    // Abbreviations spelled out or shortened, extra spaces, trailing periods, ZIP+4, lower case, state names.
    const respelled = stores.map((store, index) => {
      const [street] = fc.sample(streetVariant(store.street), { numRuns: 1, seed: 4200 + index })
      return uploadRow(fixture, index + 3, {
        streetAddress: `  ${street!.replace(/\t/g, '  ').toLowerCase()}.`,
        city: store.city.toLowerCase(),
        state: index % 2 ? (stateNames.get(store.state) ?? store.state).toLowerCase() : `${store.state.toLowerCase()}.`,
        postalCode: `${store.zip}-${String(1000 + index).slice(-4)}`,
        country: index % 2 ? 'USA' : 'us',
      })
    })
    const second = await upload('addresses respelled.xlsx', respelled)
    const afterSecond = await counts()
    expect(second.rowSummary).toMatchObject({ total: stores.length, pinAddedToMission: stores.length, error: 0 })
    expect(second.statusSummary).toEqual([
      { status: 'PIN_ADDED_TO_MISSION', statusDetail: 'Matched a known store by address (HIGH confidence)', count: stores.length },
    ])
    expect({
      newPlaces: afterSecond.places - afterFirst.places,
      newStores: afterSecond.stores - afterFirst.stores,
      newPins: afterSecond.pins - afterFirst.pins,
    }).toEqual({ newPlaces: 0, newStores: 0, newPins: 0 })
    expect(afterSecond.pairs).toBe(0)
  })

  it('a misspelt street at the same house number and ZIP matches the store (MEDIUM); another directional or house number does not', async () => {
    const known = [
      { street: '14941 N Dale Mabry Hwy', state: 'FL', zip: '33618' },
      { street: '4230 W Union Hills Dr', state: 'AZ', zip: '85308' },
      { street: '1200 N Main St', state: 'AL', zip: '35957' },
    ]
    const row = (index: number, street: string, zip: string) =>
      uploadRow(fixture, index + 3, { streetAddress: street, city: 'Anytown', state: known.find((store) => store.zip === zip)!.state, postalCode: zip })
    await upload(
      'known.xlsx',
      known.map((store, index) => row(index, store.street, store.zip)),
    )
    const before = await counts()
    const list = await upload('typos.xlsx', [
      row(0, '14941 N Dale Mabrey Highway', '33618'),
      row(1, '4230 W Union Hils Dr', '85308'),
      row(2, '1200 S Main St', '35957'),
      row(3, '1210 N Main St', '35957'),
    ])
    expect(list.statusSummary).toEqual(
      expect.arrayContaining([{ status: 'PIN_ADDED_TO_MISSION', statusDetail: 'Matched a known store by similar address (MEDIUM confidence)', count: 2 }]),
    )
    const after = await counts()
    // The two typos are the known stores; South Main and number 1210 are new stores.
    expect({ newPlaces: after.places - before.places, newPins: after.pins - before.pins, pairs: after.pairs }).toEqual({ newPlaces: 2, newPins: 2, pairs: 0 })
  })

  it('a store written without a street key (before keys existed, or by raw SQL) gets one and is matched by address', async () => {
    const { pool } = server.runtime.deps
    const place = await pool.query<{ id: number }>(
      `insert into places (street, city, state, postal_code, latitude, longitude) values ('700 County Road 48', 'Fairhope', 'AL', '36532', 30.5, -87.9) returning id`,
    )
    await pool.query(`insert into organization_places (organization_id, place_id, name) select id, $2, name from organizations where name = $1`, [
      fixture.organizationName,
      place.rows[0]!.id,
    ])
    const before = await counts()
    const list = await upload('legacy.xlsx', [
      uploadRow(fixture, 3, { streetAddress: '700 CR-48', city: 'Fairhope', state: 'Alabama', postalCode: '36532-4411' }),
    ])
    expect(list.statusSummary).toEqual([{ status: 'PIN_ADDED_TO_MISSION', statusDetail: 'Matched a known store by address (HIGH confidence)', count: 1 }])
    expect((await counts()).places).toBe(before.places)
    expect((await pool.query(`select street_key from places where id = $1`, [place.rows[0]!.id])).rows[0].street_key).toBe('700 hwy 48')
  })
})
