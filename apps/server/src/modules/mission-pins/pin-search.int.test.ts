import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_COUNT_CAP, SEARCH_TEXT_MAX } from '@mc/domain/common/search'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { planNodes, seqScansOf } from '../../test/query-plans'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { serverToday } from '../server-today'
import { createPinFixture, PIN_FIELDS, type PinFixture } from './mission-pins.test-data'
import { indexedPageSql, walkedPageSql } from './searched-pins.repository'
import { queryRows, sqlText } from '../../db/pg-statement'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const pool = () => server.runtime.deps.pool

const SEARCH_QUERY = `query GetMissionPins($identity: String!, $page: Int, $limit: Int, $state: PinAvailabilityFilter, $search: String) {
  missionPins(identity: $identity, page: $page, limit: $limit, state: $state, search: $search) {
    total totalIsLowerBound page limit items { ${PIN_FIELDS} }
  }
}`

const search = async (variables: Record<string, unknown>) => {
  const result = await server.graphql(token, SEARCH_QUERY, variables)
  expect(result.body.errors).toBeUndefined()
  return result.body.data.missionPins as {
    total: number
    totalIsLowerBound: boolean
    items: { identity: string; isRunning: boolean; organizationPlace: { storeNumber: string } }[]
  }
}

const storeNumbers = (page: { items: { organizationPlace: { storeNumber: string } }[] }) => page.items.map((pin) => pin.organizationPlace.storeNumber)

describe('the Pins tab search on the 10,000-pin demo mission', () => {
  it('finds one store by its store number in one search, on the first page', async () => {
    const { rows } = await pool().query<{ identity: string; store_number: string }>(
      `select p.identity, op.store_number from pins p join missions m on m.id = p.mission_id join organization_places op on op.id = p.organization_place_id
       where m.identity = $1 order by p.id offset 4321 limit 1`,
      [DEMO_IDENTITIES.missions.scale],
    )
    const wanted = rows[0]!
    const page = await search({ identity: DEMO_IDENTITIES.missions.scale, search: ` ${wanted.store_number} ` })
    expect(page.total).toBeGreaterThanOrEqual(1)
    expect(page.total).toBeLessThan(20)
    expect(page.items.map((pin) => pin.identity)).toContain(wanted.identity)
    // Every pin found starts with the number or has it in its street or city (store numbers are never matched inside).
    for (const pin of page.items as any[]) {
      const { storeNumber, place } = pin.organizationPlace
      expect(storeNumber.startsWith(wanted.store_number) || `${place.primaryAddress.street} ${place.primaryAddress.city}`.includes(wanted.store_number)).toBe(
        true,
      )
    }
  })

  it('counts a word most pins hold up to 1,000 and says the count is "at least", paging through them in order', async () => {
    // The organization with the most pins on the mission: more than 1,000 of them hold its name.
    const { rows } = await pool().query<{ org: string; held: number }>(
      `select p.sort_org_name as org, count(*)::int as held from pins p join missions m on m.id = p.mission_id
       where m.identity = $1 group by 1 order by 2 desc, 1 limit 1`,
      [DEMO_IDENTITIES.missions.scale],
    )
    const { org, held } = rows[0]!
    expect(held).toBeGreaterThan(SEARCH_COUNT_CAP)
    const first = await search({ identity: DEMO_IDENTITIES.missions.scale, search: org, limit: 25 })
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsLowerBound: true })
    expect(first.items).toHaveLength(25)
    // The last page the count covers is full and in the tab's order; one past it is read from the indexes and counted exactly.
    const last = await search({ identity: DEMO_IDENTITIES.missions.scale, search: org, page: SEARCH_COUNT_CAP / 25, limit: 25 })
    expect(last).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsLowerBound: true })
    expect(last.items).toHaveLength(25)
    const beyond = await search({ identity: DEMO_IDENTITIES.missions.scale, search: org, page: SEARCH_COUNT_CAP / 25 + 1, limit: 25 })
    expect(beyond.totalIsLowerBound).toBe(false)
    expect(beyond.total).toBeGreaterThanOrEqual(held)
    // Organization names hold the text anywhere: this organization's, or one whose name holds it.
    const names = [...first.items, ...last.items, ...beyond.items].map((pin: any) => pin.organizationPlace.organization.name.toLowerCase())
    expect(names.filter((name) => !name.includes(org.toLowerCase()))).toEqual([])
  })

  it('answers the same pins whichever way it reads them: walking the mission or from the directory indexes', async () => {
    const missionId = Number((await pool().query(`select id from missions where identity = $1`, [DEMO_IDENTITIES.missions.scale])).rows[0].id)
    const sample = (
      await pool().query(
        `select p.identity, op.store_number, pl.city, pl.postal_code, split_part(pl.street, ' ', 2) as street_word
      from pins p join organization_places op on op.id = p.organization_place_id join places pl on pl.id = op.place_id
      where p.mission_id = $1 order by p.id offset 5000 limit 1`,
        [missionId],
      )
    ).rows[0]
    const today = serverToday()
    const found = async (statement: typeof walkedPageSql, text: string) => {
      const query = { isRunning: 'ALL' as const, deploymentGroupIdentities: [], search: text, page: 1, limit: 500 }
      const rows = await queryRows<{ found: number; identity: string | null }>(pool(), statement(missionId, today, query, 0))
      return {
        found: rows[0]!.found,
        pins: rows
          .map((row) => row.identity)
          .filter(Boolean)
          .sort(),
      }
    }
    for (const text of [sample.store_number, sample.city, sample.postal_code.slice(0, 4), sample.street_word, sample.identity.toLowerCase(), 'no such store']) {
      const walked = await found(walkedPageSql, text)
      const indexed = await found(indexedPageSql, text)
      // The walk keeps at most the cap + 1 pins; within that, both ways find the same pins.
      expect(walked.found, text).toBe(Math.min(indexed.found, SEARCH_COUNT_CAP + 1))
      if (indexed.found <= 500) expect(walked.pins, text).toEqual(indexed.pins)
    }
  })

  it('reads a rare text from the indexes, probing the mission pins store by store, never the pins or places whole', async () => {
    const missionId = Number((await pool().query(`select id from missions where identity = $1`, [DEMO_IDENTITIES.missions.scale])).rows[0].id)
    const plan = async (text: string) => {
      const built = sqlText(indexedPageSql(missionId, serverToday(), { isRunning: 'ALL', deploymentGroupIdentities: [], search: text, page: 1, limit: 10 }, 0))
      return planNodes(pool(), built.sql, built.params)
    }
    const nodes = await plan('01234')
    // Neither the mission's pins nor the directory's places are read whole. (The few stores of the
    // organizations a name finds may be, by cost, when the test database's statistics say they are few.)
    expect(seqScansOf(nodes, ['pins', 'places']).map((node) => node['Relation Name'])).toEqual([])
    expect(nodes.map((node) => node['Index Name']).filter(Boolean)).toEqual(
      expect.arrayContaining(['organization_places_store_number_trgm_idx', 'places_search_trgm_idx', 'pins_mission_org_place_unique']),
    )
  })
})

describe('the Pins tab search', () => {
  let fixture: PinFixture
  beforeAll(async () => {
    fixture = await createPinFixture(pool(), {
      groups: { Capped: { groupCap: 1 }, Open: {} },
      pins: [
        { group: 'Capped', responses: ['approved'] },
        { group: 'Open' },
        { group: 'Open' },
        { group: 'Open', isRunning: false },
        { group: 'Open' },
        { group: 'Open' },
        { group: 'Open' },
        { group: 'Open' },
        { group: 'Open' },
        { group: 'Open' },
        { group: 'Open' },
        { group: 'Open' },
      ],
    })
    // Streets, a city and an organization name of their own, so the search finds only this fixture's stores by them.
    await pool().query(
      `update organizations set name = 'Kestrelwick Stores' where id = (select op.organization_id from pins p
      join organization_places op on op.id = p.organization_place_id where p.mission_id = $1 limit 1)`,
      [fixture.missionId],
    )
    await pool().query(
      `update places pl set street = case op.store_number when '0002' then '77 Quillfeather Lane' when '0012' then '12 Quillfeather 50%_Off Ave' else pl.street end,
              city = case when op.store_number in ('0003', '0004') then 'Zephyrton' else pl.city end
       from organization_places op join pins p on p.organization_place_id = op.id
       where op.place_id = pl.id and p.mission_id = $1`,
      [fixture.missionId],
    )
  })

  it('matches a store number from its start, a street or city anywhere, an organization name, in any case', async () => {
    const identity = fixture.missionIdentity
    expect(storeNumbers(await search({ identity, search: '0001' }))).toEqual(['0001'])
    // Store numbers and postal codes (62701) from their start only: '01' is inside 0001 and 62701, and starts neither.
    expect(storeNumbers(await search({ identity, search: '001' }))).toEqual(['0010', '0011', '0012'])
    expect((await search({ identity, search: '01' })).total).toBe(0)
    expect((await search({ identity, search: '6270' })).total).toBe(12)
    expect(storeNumbers(await search({ identity, search: 'quillFEATHER' }))).toEqual(['0002', '0012'])
    expect(storeNumbers(await search({ identity, search: 'zephyr' }))).toEqual(['0003', '0004'])
    expect((await search({ identity, search: 'kestrelWICK' })).total).toBe(12)
    expect((await search({ identity, search: '   ' })).total).toBe(12)
  })

  it('takes % and _ literally, pages what it finds, and combines with the availability filter', async () => {
    const identity = fixture.missionIdentity
    expect(storeNumbers(await search({ identity, search: '50%_off' }))).toEqual(['0012'])
    expect((await search({ identity, search: '5_%' })).total).toBe(0)
    const second = await search({ identity, search: 'Main St', page: 2, limit: 4 })
    expect(second.total).toBe(10)
    expect(storeNumbers(second)).toEqual(['0006', '0007', '0008', '0009'])
    // Pin 0001 is capped, 0004 paused: neither is available.
    expect(storeNumbers(await search({ identity, search: 'zephyrton', state: 'AVAILABLE' }))).toEqual(['0003'])
    expect(storeNumbers(await search({ identity, search: '000', state: 'CAPPED' }))).toEqual(['0001'])
  })

  it('refuses a search longer than the limit, naming the field', async () => {
    const result = await server.graphql(token, SEARCH_QUERY, { identity: fixture.missionIdentity, search: 'x'.repeat(SEARCH_TEXT_MAX + 1) })
    expect(result.body.errors[0].extensions.fields).toEqual({ search: [`Must not be longer than ${SEARCH_TEXT_MAX} characters`] })
  })

  it('select all matching reaches only the pins the search finds: pause, then delete', async () => {
    const identity = fixture.missionIdentity
    const paused = await server.graphql(token, `mutation($filter: MissionPinFilterInput!) { actionPinsMatching(filter: $filter, action: PAUSE) { count } }`, {
      filter: { missionIdentity: identity, search: 'quillfeather' },
    })
    expect(paused.body.data.actionPinsMatching.count).toBe(2)
    const everyPin = await search({ identity, limit: 20 })
    expect(everyPin.items.filter((pin) => !pin.isRunning).map((pin) => pin.organizationPlace.storeNumber)).toEqual(['0002', '0004', '0012'])

    const deleted = await server.graphql(token, `mutation($filter: MissionPinFilterInput!) { deletePinsMatching(filter: $filter) { count } }`, {
      filter: { missionIdentity: identity, search: 'ZEPHYRTON', isRunning: 'RUNNING' },
    })
    expect(deleted.body.data.deletePinsMatching.count).toBe(1)
    expect((await search({ identity })).total).toBe(11)
    // The mission's History names the search among the filter.
    const { rows } = await pool().query(`select action, before, after from audit_log where entity_type = 'mission' and entity_identity = $1 order by id`, [
      identity,
    ])
    expect(rows.map((row) => [row.action, (row.after ?? row.before).filter.search])).toEqual([
      ['actionPinsMatching', 'quillfeather'],
      ['deletePinsMatching', 'ZEPHYRTON'],
    ])
  })
})
