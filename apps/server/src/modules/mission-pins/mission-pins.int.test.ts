import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@mc/domain'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createPinFixture, PINS_QUERY, today, type PinFixture } from './mission-pins.test-data'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const pool = () => server.runtime.deps.pool
const pins = async (variables: Record<string, unknown>) => {
  const result = await server.graphql(token, PINS_QUERY, variables)
  expect(result.body.errors).toBeUndefined()
  return result.body.data.missionPins
}
const running = async (fixture: PinFixture) => {
  const { rows } = await pool().query(`select identity, is_running from pins where mission_id = $1 order by id`, [fixture.missionId])
  return Object.fromEntries(rows.map((row) => [row.identity, row.is_running]))
}

describe('GetMissionPins', () => {
  let fixture: PinFixture
  beforeAll(async () => {
    fixture = await createPinFixture(pool(), {
      groups: { Capped: { groupCap: 2 }, Open: {} },
      pins: [
        { group: 'Capped', responses: ['started'] },
        { group: 'Capped', responses: ['approved'] },
        { group: 'Open', frequencyCap: 1, responses: ['approved'] },
        { group: 'Open', heldForHours: 5 },
        { group: 'Open', responses: ['started', 'refused'] },
        { group: 'Open', isRunning: false },
        { group: 'Open', isTestPin: true },
      ],
    })
  })

  it('pages the pins with their store, group and progress', async () => {
    const page = await pins({ identity: fixture.missionIdentity, page: 2, limit: 3 })
    expect(page).toMatchObject({ total: 7, page: 2, limit: 3 })
    expect(page.items.map((pin: any) => pin.organizationPlace.storeNumber)).toEqual(['0004', '0005', '0006'])
    expect(page.items[1]).toMatchObject({
      isCapped: false,
      availableAt: null,
      capProgress: { started: 1, pending: 0, approved: 0 },
      deploymentGroup: { identity: fixture.groups.Open, name: 'Open' },
      organizationPlace: { place: { primaryAddress: { street: '5 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' } } },
    })
  })

  it('caps pins by group cap, frequency cap and platform hold; refused responses free their slot', async () => {
    const { items } = await pins({ identity: fixture.missionIdentity, limit: 10 })
    expect(items.map((pin: any) => pin.isCapped)).toEqual([true, true, true, true, false, false, false])
    const held = items[3]
    expect(held.availableAt).toBeGreaterThan(Date.now() / 1000 + 4 * 3600)
    // A SIMPLE mission's window is the whole mission: nothing reopens a pin capped by count.
    expect(items[2].availableAt).toBeNull()
  })

  it('filters by availability, running and group', async () => {
    expect((await pins({ identity: fixture.missionIdentity, state: 'CAPPED' })).total).toBe(4)
    // Available: running and not capped (the paused pin is neither available nor capped).
    expect((await pins({ identity: fixture.missionIdentity, state: 'AVAILABLE' })).total).toBe(2)
    expect((await pins({ identity: fixture.missionIdentity, isRunning: 'PAUSE' })).total).toBe(1)
    expect((await pins({ identity: fixture.missionIdentity, isRunning: 'RUNNING', deploymentGroupIdentities: [fixture.groups.Capped] })).total).toBe(2)
  })

  it('counts every pin matching the filter and pages within them', async () => {
    const storeNumbers = (page: any) => page.items.map((pin: any) => pin.organizationPlace.storeNumber)
    const running = await pins({ identity: fixture.missionIdentity, isRunning: 'RUNNING', page: 2, limit: 2 })
    expect({ total: running.total, stores: storeNumbers(running) }).toEqual({ total: 6, stores: ['0003', '0004'] })
    const open = await pins({ identity: fixture.missionIdentity, deploymentGroupIdentities: [fixture.groups.Open], page: 2, limit: 2 })
    expect({ total: open.total, stores: storeNumbers(open) }).toEqual({ total: 5, stores: ['0005', '0006'] })
    const capped = await pins({ identity: fixture.missionIdentity, state: 'CAPPED', page: 2, limit: 3 })
    expect({ total: capped.total, stores: storeNumbers(capped) }).toEqual({ total: 4, stores: ['0004'] })
    const available = await pins({ identity: fixture.missionIdentity, state: 'AVAILABLE', isRunning: 'RUNNING', page: 2, limit: 1 })
    expect({ total: available.total, stores: storeNumbers(available) }).toEqual({ total: 2, stores: ['0007'] })
    // A page past the end still says how many pins match.
    expect(await pins({ identity: fixture.missionIdentity, page: 5, limit: 3 })).toMatchObject({ total: 7, items: [] })
    expect(await pins({ identity: fixture.missionIdentity, isRunning: 'PAUSE', page: 2, limit: 1 })).toMatchObject({ total: 1, items: [] })
    expect(await pins({ identity: fixture.missionIdentity, state: 'CAPPED', page: 3, limit: 2 })).toMatchObject({ total: 4, items: [] })
  })

  it('judges a pin the same on a page of one as in the whole list, its group counted across pages', async () => {
    // Small pages read only their own pins and their groups; pages above 500 read the whole mission.
    const whole = await pins({ identity: fixture.missionIdentity, limit: 1000 })
    const onePerPage = []
    for (let page = 1; page <= 7; page++) onePerPage.push(...(await pins({ identity: fixture.missionIdentity, page, limit: 1 })).items)
    expect(onePerPage).toEqual(whole.items)
    expect((await pins({ identity: fixture.missionIdentity, limit: 10 })).items).toEqual(whole.items)
    // The first pin has one used slot of its own; the group cap of 2 is reached with the second pin's.
    expect(onePerPage[0]).toMatchObject({ isCapped: true, capProgress: { started: 1, pending: 0, approved: 0 } })
  })

  it('a CUSTOM mission counts only the current cap period, and a capped pin reopens the day after it ends', async () => {
    const custom = await createPinFixture(pool(), {
      capPeriodType: 'CUSTOM',
      periodEndsInDays: 4,
      pins: [{ frequencyCap: 1, responses: ['pending'] }],
    })
    const [pin] = (await pins({ identity: custom.missionIdentity })).items
    expect(pin.isCapped).toBe(true)
    expect(pin.availableAt).toBe(Date.parse(`${addDays(today(), 5)}T00:00:00Z`) / 1000)
  })

  it('a page read again after the mission is deleted, or after its pins are all gone, answers as the first read would', async () => {
    const own = await createPinFixture(pool(), { groups: { Open: {} }, pins: [{ group: 'Open' }, { group: 'Open' }] })
    expect((await pins({ identity: own.missionIdentity, limit: 10 })).total).toBe(2)
    await pool().query(`update missions set is_deleted = true where id = $1`, [own.missionId])
    const deleted = await server.graphql(token, PINS_QUERY, { identity: own.missionIdentity, limit: 10 })
    expect(deleted.body.errors?.[0]?.extensions?.statusCode).toBe(404)
    expect(deleted.body.data?.missionPins ?? null).toBeNull()
    await pool().query(`update missions set is_deleted = false where id = $1`, [own.missionId])
    expect((await pins({ identity: own.missionIdentity, limit: 10 })).total).toBe(2)
    await pool().query(`delete from pins where mission_id = $1`, [own.missionId])
    expect(await pins({ identity: own.missionIdentity, limit: 10 })).toMatchObject({ total: 0, items: [] })
  })

  it('refuses bad filters with field messages', async () => {
    const result = await server.graphql(token, PINS_QUERY, { identity: fixture.missionIdentity, page: 0, limit: 20_000 })
    expect(result.status).toBe(400)
    expect(result.body.errors[0].extensions.fields).toEqual({
      page: ['Enter a number equal to or above 1'],
      limit: ['Enter a number equal to or below 10000'],
    })
    const unknown = await server.graphql(token, PINS_QUERY, { identity: 'NOSUCHMISSN1' })
    expect(unknown.status).toBe(404)
  })
})

const BULK = `mutation ActionPinBulk($pins: [PinActionInput!]!) { actionPinBulk(pins: $pins) { count } }`
const MATCHING = `mutation ActionPinsMatching($filter: MissionPinFilterInput!, $action: PinAction!) { actionPinsMatching(filter: $filter, action: $action) { count } }`
const DELETE = `mutation DeletePins($identities: [String!]!) { deletePins(identities: $identities) { count } }`
const DELETE_MATCHING = `mutation DeletePinsMatching($filter: MissionPinFilterInput!) { deletePinsMatching(filter: $filter) { count } }`

describe('GetMissionPins on the 10,000-pin demo mission', () => {
  it('pages in organization name / store number order, as the join over organization places did, with the same totals', async () => {
    const identity = DEMO_IDENTITIES.missions.scale
    const cases: [Record<string, unknown>, string][] = [
      [{ page: 1, limit: 10 }, 'true'],
      [{ page: 7, limit: 250 }, 'true'],
      [{ page: 3, limit: 50, isRunning: 'RUNNING' }, 'p.is_running'],
      [{ page: 2, limit: 50, isRunning: 'PAUSE' }, 'not p.is_running'],
    ]
    for (const [variables, condition] of cases) {
      const { page, limit } = variables as { page: number; limit: number }
      const { rows } = await pool().query(
        `select p.identity, count(*) over ()::int as total
           from pins p join organization_places op on op.id = p.organization_place_id join organizations o on o.id = op.organization_id
           join missions m on m.id = p.mission_id
          where m.identity = $1 and ${condition}
          order by o.name, op.store_number nulls last, p.id`,
        [identity],
      )
      const result = await pins({ identity, ...variables })
      expect(result.total).toBe(rows.length)
      expect(result.items.map((pin: any) => pin.identity)).toEqual(rows.slice((page - 1) * limit, page * limit).map((row) => row.identity))
    }
  })

  it('prices a small page from the slots kept per group as the whole-mission aggregate of a large page does', async () => {
    const identity = DEMO_IDENTITIES.missions.scale
    const whole = await pins({ identity, page: 1, limit: 1000 })
    const small = [...(await pins({ identity, page: 3, limit: 250 })).items, ...(await pins({ identity, page: 4, limit: 250 })).items]
    expect(small).toEqual(whole.items.slice(500, 1000))
    // Not a comparison of free pins only: capped groups and pins with used slots are among them.
    expect(small.some((pin: any) => pin.isCapped)).toBe(true)
    expect(small.some((pin: any) => pin.capProgress.started + pin.capProgress.pending + pin.capProgress.approved > 0)).toBe(true)
  })
})

describe('GetMissionMapBounds', () => {
  const MAP = `query ($identity: String!) {
    missionMapBounds(identity: $identity) { south west north east }
    missionMapPins(identity: $identity) { latitude longitude }
  }`

  it('says what an approximate pin stands for: a ZIP centre or a city centre', async () => {
    const { pool } = server.runtime.deps
    const pin = await pool.query<{ identity: string; place_id: number }>(
      `select p.identity, op.place_id from pins p join missions m on m.id = p.mission_id join organization_places op on op.id = p.organization_place_id
        where m.identity = $1 and p.latitude is not null order by p.id limit 1`,
      [DEMO_IDENTITIES.missions.scale],
    )
    const { identity, place_id } = pin.rows[0]!
    await pool.query(`update places set location_approximate = true, location_precision = 'CITY' where id = $1`, [place_id])
    const result = await server.graphql(token, `query ($identity: String!) { missionMapPins(identity: $identity) { identity approximate precision } }`, {
      identity: DEMO_IDENTITIES.missions.scale,
    })
    const pins = (result.body.data as { missionMapPins: { identity: string; approximate: boolean; precision: string | null }[] }).missionMapPins
    expect(pins.find((each) => each.identity === identity)).toEqual({ identity, approximate: true, precision: 'CITY' })
  })

  it('answers the corners around exactly the pins the map draws', async () => {
    const result = await server.graphql(token, MAP, { identity: DEMO_IDENTITIES.missions.scale })
    expect(result.body.errors).toBeUndefined()
    const { missionMapBounds: bounds, missionMapPins: located } = result.body.data as {
      missionMapBounds: { south: number; west: number; north: number; east: number }
      missionMapPins: { latitude: number; longitude: number }[]
    }
    expect(located.length).toBeGreaterThan(1000)
    const latitudes = located.map((pin) => pin.latitude)
    const longitudes = located.map((pin) => pin.longitude)
    expect(bounds).toEqual({
      south: Math.min(...latitudes),
      west: Math.min(...longitudes),
      north: Math.max(...latitudes),
      east: Math.max(...longitudes),
    })
  })

  it('is null when no pin of the mission has a location', async () => {
    const fixture = await createPinFixture(pool(), { groups: { Open: {} }, pins: [{ group: 'Open' }, { group: 'Open' }] })
    await pool().query(`update pins set latitude = null, longitude = null where mission_id = $1`, [fixture.missionId])
    const result = await server.graphql(token, MAP, { identity: fixture.missionIdentity })
    expect(result.body.errors).toBeUndefined()
    expect(result.body.data).toEqual({ missionMapBounds: null, missionMapPins: [] })
  })
})

describe('bulk pin actions', () => {
  it('pauses and resumes the named pins and records who did it', async () => {
    const fixture = await createPinFixture(pool(), { pins: [{}, {}, {}, {}] })
    const [a, b, c, d] = fixture.pins.map((pin) => pin.identity)
    const result = await server.graphql(token, BULK, { pins: [a, b, c].map((identity) => ({ identity, action: 'PAUSE' })) })
    expect(result.body.data.actionPinBulk.count).toBe(3)
    expect(await running(fixture)).toEqual({ [a!]: false, [b!]: false, [c!]: false, [d!]: true })
    await server.graphql(token, BULK, { pins: [{ identity: a, action: 'RESUME' }] })
    expect((await running(fixture))[a!]).toBe(true)
    const { rows } = await pool().query(`select actor_email, action, after from audit_log where entity_identity = $1 order by id`, [fixture.missionIdentity])
    expect(rows.map((row) => [row.actor_email, row.action, row.after.count])).toEqual([
      [ADMIN_EMAIL, 'actionPinBulk', 3],
      [ADMIN_EMAIL, 'actionPinBulk', 1],
    ])
  })

  it('changes nothing when a test pin or an unknown pin is named', async () => {
    const fixture = await createPinFixture(pool(), { pins: [{}, { isTestPin: true }] })
    const [free, test] = fixture.pins.map((pin) => pin.identity)
    const before = await running(fixture)
    const refused = await server.graphql(token, BULK, {
      pins: [
        { identity: free, action: 'PAUSE' },
        { identity: test, action: 'PAUSE' },
      ],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].extensions.fields.pins[0]).toBe(`Test pins cannot be selected: ${test}`)
    const unknown = await server.graphql(token, DELETE, { identities: [free, 'NOSUCHPIN001'] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors[0].extensions.fields.identities[0]).toBe('Unknown pin(s): NOSUCHPIN001')
    const empty = await server.graphql(token, BULK, { pins: [] })
    expect(empty.body.errors[0].extensions.fields).toEqual({ pins: ['Select at least one pin'] })
    expect(await running(fixture)).toEqual(before)
  })

  it('"select all matching" reaches every matching pin but never a test pin', async () => {
    const fixture = await createPinFixture(pool(), {
      groups: { North: {}, South: {} },
      pins: [{ group: 'North' }, { group: 'North' }, { group: 'North', isTestPin: true }, { group: 'South' }],
    })
    const filter = { missionIdentity: fixture.missionIdentity, deploymentGroupIdentities: [fixture.groups.North] }
    const result = await server.graphql(token, MATCHING, { filter, action: 'PAUSE' })
    expect(result.body.data.actionPinsMatching.count).toBe(2)
    expect(Object.values(await running(fixture))).toEqual([false, false, true, true])
    const deleted = await server.graphql(token, DELETE_MATCHING, { filter: { missionIdentity: fixture.missionIdentity, isRunning: 'PAUSE' } })
    expect(deleted.body.data.deletePinsMatching.count).toBe(2)
    expect(Object.keys(await running(fixture))).toHaveLength(2)
  })

  it('"select all matching" with an availability filter reaches the pins the page lists under it', async () => {
    const fixture = await createPinFixture(pool(), {
      groups: { Capped: { groupCap: 1 }, Open: {} },
      pins: [
        { group: 'Capped', responses: ['approved'] },
        { group: 'Capped' },
        { group: 'Open', frequencyCap: 1, responses: ['pending'] },
        { group: 'Open' },
        { group: 'Open', isRunning: false },
        { group: 'Open', isTestPin: true },
      ],
    })
    const listed = async (state: string) =>
      (await pins({ identity: fixture.missionIdentity, state, limit: 10 })).items.map((pin: { identity: string }) => pin.identity).sort()
    const capped = await listed('CAPPED')
    expect(capped).toHaveLength(3)
    const paused = await server.graphql(token, MATCHING, { filter: { missionIdentity: fixture.missionIdentity, state: 'CAPPED' }, action: 'PAUSE' })
    expect(paused.body.data.actionPinsMatching.count).toBe(3)
    const nowRunning = await running(fixture)
    expect(
      Object.keys(nowRunning)
        .filter((identity) => !nowRunning[identity])
        .sort(),
    ).toEqual([...capped, fixture.pins[4]!.identity].sort())

    // The page lists the test pin as available; a write never reaches it.
    expect(await listed('AVAILABLE')).toEqual([fixture.pins[3]!.identity, fixture.pins[5]!.identity].sort())
    const deleted = await server.graphql(token, DELETE_MATCHING, { filter: { missionIdentity: fixture.missionIdentity, state: 'AVAILABLE' } })
    expect(deleted.body.data.deletePinsMatching.count).toBe(1)
    expect(Object.keys(await running(fixture)).sort()).toEqual(
      fixture.pins
        .filter((_, index) => index !== 3)
        .map((pin) => pin.identity)
        .sort(),
    )
  })

  it('deletes the named pins', async () => {
    const fixture = await createPinFixture(pool(), { pins: [{}, {}, {}] })
    const result = await server.graphql(token, DELETE, { identities: [fixture.pins[0]!.identity, fixture.pins[1]!.identity] })
    expect(result.body.data.deletePins.count).toBe(2)
    expect(Object.keys(await running(fixture))).toEqual([fixture.pins[2]!.identity])
  })

  it('refuses any change to the pins of a closed mission', async () => {
    const fixture = await createPinFixture(pool(), { state: 'CLOSED', pins: [{}] })
    const result = await server.graphql(token, BULK, { pins: [{ identity: fixture.pins[0]!.identity, action: 'PAUSE' }] })
    expect(result.status).toBe(409)
    const matching = await server.graphql(token, DELETE_MATCHING, { filter: { missionIdentity: fixture.missionIdentity } })
    expect(matching.status).toBe(409)
    expect(Object.values(await running(fixture))).toEqual([true])
  })
})
