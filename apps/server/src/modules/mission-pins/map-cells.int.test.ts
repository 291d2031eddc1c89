import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAP_CLOSE_PINS_MAX, MAP_EXACT_PINS_MAX, mapCellOf, pinAvailability, SOUTH_AFTER_NORTH } from '@mc/domain'
import type { MapPin as Pin } from './pins.repository'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { ADMIN_EMAIL, OPS_EMAIL, OUTSIDER_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

/** GetMissionMapCells and GetMissionMapCounts on the demo's 10,000-pin mission (docs/domain/missions.md, "Map"). */
let server: TestServer
let token: string
const MISSION = DEMO_IDENTITIES.missions.scale

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const CELLS = `query ($identity: String!, $south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!, $labels: Boolean) {
  missionMapCells(identity: $identity, south: $south, west: $west, north: $north, east: $east, zoom: $zoom, labels: $labels) {
    exact pinCount
    cells { column row latitude longitude count counts { availableNow capped currentlyUnavailable notAvailable } }
    pins { identity latitude longitude isCapped isRunning started title approximate precision }
    missionCounts { availableNow capped currentlyUnavailable notAvailable }
  }
}`
const COUNTS = `query ($identity: String!) { missionMapCounts(identity: $identity) { availableNow capped currentlyUnavailable notAvailable } }`
const PINS = `query ($identity: String!) { missionMapPins(identity: $identity) { identity latitude longitude isCapped isRunning started title approximate precision } }`
const KEYS = { 'Available Now': 'availableNow', Capped: 'capped', 'Currently Unavailable': 'currentlyUnavailable', 'Not Available': 'notAvailable' } as const
type Counts = Record<(typeof KEYS)[keyof typeof KEYS], number>

const WHOLE_US = { south: 20, west: -130, north: 50, east: -60 }
const ask = async (query: string, variables: Record<string, unknown>, as = token) => {
  const result = await server.graphql(as, query, variables)
  expect(result.body.errors).toBeUndefined()
  return result.body.data
}
const zero = (): Counts => ({ availableNow: 0, capped: 0, currentlyUnavailable: 0, notAvailable: 0 })
const labelKey = (pin: Pin) => KEYS[pinAvailability({ isCapped: pin.isCapped, isRunning: pin.isRunning, capProgress: { started: pin.started } }).label]

describe('GetMissionMapCells', () => {
  let pins: Pin[]
  beforeAll(async () => {
    pins = (await ask(PINS, { identity: MISSION })).missionMapPins
  })

  it('answers cells for a box of many pins, on the grid mapCellOf draws, their labels adding up to the legend', async () => {
    const { missionMapCells: answer } = await ask(CELLS, { identity: MISSION, ...WHOLE_US, zoom: 5 })
    expect(pins.length).toBeGreaterThan(MAP_EXACT_PINS_MAX)
    expect(answer).toMatchObject({ exact: false, pinCount: pins.length, pins: [] })
    // The same cells, counts and labels as the pins placed on the grid one by one.
    const expected = new Map<string, { count: number; counts: Counts }>()
    for (const pin of pins) {
      const { column, row } = mapCellOf(pin.latitude, pin.longitude, 5)
      const cell = expected.get(`${column},${row}`) ?? { count: 0, counts: zero() }
      cell.count += 1
      cell.counts[labelKey(pin)] += 1
      expected.set(`${column},${row}`, cell)
    }
    const cells = answer.cells as { column: number; row: number; count: number; counts: Counts; latitude: number; longitude: number }[]
    expect(new Map(cells.map((cell) => [`${cell.column},${cell.row}`, { count: cell.count, counts: cell.counts }]))).toEqual(expected)
    for (const cell of cells) expect(Object.values(cell.counts).reduce((a, b) => a + b)).toBe(cell.count)
    // Drawn where its pins are: the mean position lies inside its own square.
    for (const cell of cells) expect(mapCellOf(cell.latitude, cell.longitude, 5)).toEqual({ column: cell.column, row: cell.row })
    // The legend: the whole mission per label, as pinAvailability labels each pin.
    const legend = zero()
    for (const pin of pins) legend[labelKey(pin)] += 1
    expect((await ask(COUNTS, { identity: MISSION })).missionMapCounts).toEqual(legend)
    // Read over the whole mission's statuses, the answer carries the legend's figures too.
    expect(answer.missionCounts).toEqual(legend)
    const summed = zero()
    for (const cell of cells) for (const key of Object.keys(summed) as (keyof Counts)[]) summed[key] += cell.counts[key]
    expect(summed).toEqual(legend)
    // Not a comparison of one label only.
    expect(Object.values(legend).filter((count) => count > 0).length).toBeGreaterThan(1)
  })

  it('answers the cells of part of the mission with its pins alone, and the legend with every pin', async () => {
    const box = { south: 24, west: -95, north: 50, east: -65 }
    const { missionMapCells: answer } = await ask(CELLS, { identity: MISSION, ...box, zoom: 6 })
    const inBox = pins.filter((pin) => pin.latitude >= box.south && pin.latitude <= box.north && pin.longitude >= box.west && pin.longitude <= box.east)
    expect(inBox.length).toBeGreaterThan(MAP_EXACT_PINS_MAX)
    expect(inBox.length).toBeLessThan(pins.length)
    const expected = new Map<string, Counts>()
    for (const pin of inBox) {
      const { column, row } = mapCellOf(pin.latitude, pin.longitude, 6)
      const counts = expected.get(`${column},${row}`) ?? zero()
      counts[labelKey(pin)] += 1
      expected.set(`${column},${row}`, counts)
    }
    expect(new Map(answer.cells.map((cell: { column: number; row: number; counts: Counts }) => [`${cell.column},${cell.row}`, cell.counts]))).toEqual(expected)
    const legend = zero()
    for (const pin of pins) legend[labelKey(pin)] += 1
    expect(answer.missionCounts).toEqual(legend)
  })

  it('without labels answers the same cells, counted from the pins alone; pins come with their labels all the same', async () => {
    const labelled = (await ask(CELLS, { identity: MISSION, ...WHOLE_US, zoom: 5 })).missionMapCells
    const quick = (await ask(CELLS, { identity: MISSION, ...WHOLE_US, zoom: 5, labels: false })).missionMapCells
    expect(quick).toMatchObject({ exact: false, pinCount: labelled.pinCount, pins: [], missionCounts: null })
    // The same squares and counts; the mean positions equal but for the last digits (summed in another order).
    const squares = (cells: { column: number; row: number; count: number }[]) => cells.map(({ column, row, count }) => ({ column, row, count }))
    expect(squares(quick.cells)).toEqual(squares(labelled.cells))
    quick.cells.forEach((cell: { latitude: number; longitude: number; counts: unknown }, i: number) => {
      expect(cell.counts).toBeNull()
      expect(Math.abs(cell.latitude - labelled.cells[i].latitude)).toBeLessThan(1e-6)
      expect(Math.abs(cell.longitude - labelled.cells[i].longitude)).toBeLessThan(1e-6)
    })
    const few = (await ask(CELLS, { identity: MISSION, south: 47.5, west: -122.5, north: 47.7, east: -122.2, zoom: 11, labels: false })).missionMapCells
    expect(few.exact).toBe(true)
    expect(few.pins.length).toBeGreaterThan(0)
    expect(few.pins[0]).toHaveProperty('isCapped')
  })

  it('answers the pins themselves for a box of few pins, and for any box from zoom 15 on', async () => {
    const [first] = pins
    const box = { south: first!.latitude - 0.05, west: first!.longitude - 0.05, north: first!.latitude + 0.05, east: first!.longitude + 0.05 }
    const inBox = pins.filter((pin) => pin.latitude >= box.south && pin.latitude <= box.north && pin.longitude >= box.west && pin.longitude <= box.east)
    expect(inBox.length).toBeGreaterThan(0)
    expect(inBox.length).toBeLessThan(MAP_EXACT_PINS_MAX)
    const { missionMapCells: answer } = await ask(CELLS, { identity: MISSION, ...box, zoom: 11 })
    expect(answer).toMatchObject({ exact: true, pinCount: inBox.length, cells: [], missionCounts: null })
    const byIdentity = (list: Pin[]) => [...list].sort((a, b) => a.identity.localeCompare(b.identity))
    expect(byIdentity(answer.pins)).toEqual(byIdentity(inBox))
    const close = (await ask(CELLS, { identity: MISSION, ...WHOLE_US, zoom: 15 })).missionMapCells
    expect(close).toMatchObject({ exact: true, pinCount: pins.length, cells: [] })
    expect(close.pins).toHaveLength(pins.length)
    // Never more than MAP_CLOSE_PINS_MAX pins in one answer: the demo mission holds exactly that many.
    expect(pins.length).toBeLessThanOrEqual(MAP_CLOSE_PINS_MAX)
  })

  it('answers nothing for a box without pins', async () => {
    expect((await ask(CELLS, { identity: MISSION, south: -10, west: 10, north: 10, east: 20, zoom: 6 })).missionMapCells).toEqual({
      exact: true,
      pinCount: 0,
      cells: [],
      pins: [],
      missionCounts: null,
    })
  })

  it('refuses a box outside the world, a box turned over and a zoom past 22 with the field, and an unknown mission with 404', async () => {
    const refused = async (variables: Record<string, unknown>) => {
      const result = await server.graphql(token, CELLS, { identity: MISSION, ...WHOLE_US, zoom: 5, ...variables })
      expect(result.body.errors[0].extensions.statusCode).toBe(400)
      return result.body.errors[0].extensions.fields
    }
    expect(Object.keys(await refused({ south: -91 }))).toEqual(['south'])
    expect(Object.keys(await refused({ east: 180.5 }))).toEqual(['east'])
    expect(Object.keys(await refused({ zoom: 23 }))).toEqual(['zoom'])
    expect(Object.keys(await refused({ zoom: -1 }))).toEqual(['zoom'])
    expect(await refused({ labels: null })).toEqual({ labels: ['Must be true or false'] })
    expect(await refused({ south: 51 })).toEqual({ south: [SOUTH_AFTER_NORTH] })
    const unknown = await server.graphql(token, CELLS, { identity: 'ZZZZZZZZZZZZ', ...WHOLE_US, zoom: 5 })
    expect(unknown.body.errors[0].extensions.statusCode).toBe(404)
  })

  it('is for staff: refused without a session and to an outsider, answered to ops and admins', async () => {
    const variables = { identity: MISSION, south: -10, west: 10, north: 10, east: 20, zoom: 6 }
    const anonymous = await server.call('POST', '/api/graphql', { body: { query: CELLS, variables } })
    expect(anonymous.status).toBe(401)
    const outsider = await server.graphql(await server.tokenFor(OUTSIDER_EMAIL), COUNTS, { identity: MISSION })
    expect(outsider.status).toBe(403)
    await ask(CELLS, variables, await server.tokenFor(OPS_EMAIL))
    await ask(COUNTS, { identity: MISSION }, await server.tokenFor(OPS_EMAIL))
  })
})
