import fc from 'fast-check'
import { addDays, UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@mc/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createPinFixture, type PinFixture } from '../mission-pins/mission-pins.test-data'
import { today } from './missions.test-data'

/**
 * Undo of mission changes (docs/domain/undo.md) through the API: each undoable action, then its
 * undo, leaves every row of the mission as it was (pins, groups, cap periods, responses, the
 * maintained counts); refused after the window, after a conflicting change, a second time, and
 * for someone else. The window is crossed by moving the server's clock (Date.now), not by waiting.
 */

let server: TestServer
let token: string
let otherToken: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
  otherToken = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())
afterEach(() => vi.restoreAllMocks())

const pool = () => server.runtime.deps.pool

async function gql(query: string, variables: Record<string, unknown>, as = token) {
  const result = await server.graphql(as, query, variables)
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined()
  return result.body.data
}

const UNDO = `mutation Undo($undoId: ID!) { undoMissionChange(undoId: $undoId) { missionIdentity action summary } }`
const OFFER = `query Offer($m: String!) { missionUndoOffer(missionIdentity: $m) { undoId summary expiresAt } }`
const ACTION_BULK = `mutation($pins: [PinActionInput!]!) { actionPinBulk(pins: $pins) { count undoId } }`
const ACTION_MATCHING = `mutation($filter: MissionPinFilterInput!, $action: PinAction!) { actionPinsMatching(filter: $filter, action: $action) { count undoId } }`
const DELETE_PINS = `mutation($ids: [String!]!) { deletePins(identities: $ids) { count undoId } }`
const DELETE_MATCHING = `mutation($filter: MissionPinFilterInput!) { deletePinsMatching(filter: $filter) { count undoId } }`
const DELETE_GROUP = `mutation($identity: String!) { deleteDeploymentGroup(identity: $identity) { pinCount undoId } }`
const DELETE_PERIOD = `mutation($legacy: Int!, $id: ID!) { deleteMissionCapPeriod(legacyIdentity: $legacy, missionCapPeriodId: $id) { id } }`
const REPRICE = `mutation($m: String!, $pins: [RepricePinInput!]!) { repricePins(missionIdentity: $m, pins: $pins) { success failure undoId } }`

/** Every row the undoable actions touch or their triggers keep, of one mission, in a fixed order. */
async function snapshot(missionId: number) {
  const rows = async (text: string) => (await pool().query(text, [missionId])).rows
  return {
    mission: await rows(`select * from missions where id = $1`),
    counts: await rows(`select * from mission_counts where mission_id = $1`),
    responseCounts: await rows(`select * from mission_response_counts where mission_id = $1 and count <> 0 order by started_on, state`),
    groups: await rows(`select * from deployment_groups where mission_id = $1 order by id`),
    pins: await rows(`select * from pins where mission_id = $1 order by id`),
    slots: await rows(`select c.* from pin_slot_counts c join pins p on p.id = c.pin_id where p.mission_id = $1 order by c.pin_id, c.started_on`),
    responses: await rows(`select * from responses where mission_id = $1 order by id`),
    capPeriods: await rows(`select * from mission_cap_periods where mission_id = $1 order by id`),
  }
}

/** A CUSTOM mission with two groups, pins with responses, a test pin, and two cap periods still to come. */
async function fixture(): Promise<PinFixture & { legacy: number; futurePeriods: number[] }> {
  const base = await createPinFixture(pool(), {
    capPeriodType: 'CUSTOM',
    periodEndsInDays: 2,
    groups: { North: { groupCap: 5 }, South: { frequencyCap: 2 } },
    pins: [
      { group: 'North', price: 250, responses: ['approved', 'started'] },
      { group: 'North', price: 300, isRunning: false },
      { group: 'South', price: 400, responses: ['pending', 'refused'] },
      { group: 'South', price: 500 },
      { price: 600, responses: ['started'] },
      { price: 700, isTestPin: true },
    ],
  })
  const { rows } = await pool().query(
    `insert into mission_cap_periods (mission_id, name, start_date, end_date) values ($1, 'Later', $2, $3), ($1, 'Last', $4, $5) returning id`,
    [base.missionId, addDays(today(), 3), addDays(today(), 8), addDays(today(), 9), addDays(today(), 15)],
  )
  const mission = await pool().query(`select legacy_identity from missions where id = $1`, [base.missionId])
  return { ...base, legacy: Number(mission.rows[0].legacy_identity), futurePeriods: rows.map((row) => Number(row.id)) }
}

type Fixture = Awaited<ReturnType<typeof fixture>>

/** The seven undoable actions, each answering its undo id. */
const actions: Record<string, (f: Fixture) => Promise<string>> = {
  pausePins: async (f) => (await gql(ACTION_BULK, { pins: f.pins.slice(0, 3).map((p) => ({ identity: p.identity, action: 'PAUSE' })) })).actionPinBulk.undoId,
  resumeMatching: async (f) =>
    (await gql(ACTION_MATCHING, { filter: { missionIdentity: f.missionIdentity, deploymentGroupIdentities: [f.groups.North] }, action: 'RESUME' }))
      .actionPinsMatching.undoId,
  deletePins: async (f) => (await gql(DELETE_PINS, { ids: [f.pins[0]!.identity, f.pins[4]!.identity] })).deletePins.undoId,
  deleteMatching: async (f) =>
    (await gql(DELETE_MATCHING, { filter: { missionIdentity: f.missionIdentity, deploymentGroupIdentities: [f.groups.South] } })).deletePinsMatching.undoId,
  deleteGroup: async (f) => (await gql(DELETE_GROUP, { identity: f.groups.North })).deleteDeploymentGroup.undoId,
  deleteCapPeriod: async (f) => {
    await gql(DELETE_PERIOD, { legacy: f.legacy, id: String(f.futurePeriods[0]) })
    return (await gql(OFFER, { m: f.missionIdentity })).missionUndoOffer.undoId
  },
  reprice: async (f) =>
    (await gql(REPRICE, { m: f.missionIdentity, pins: f.pins.slice(1, 4).map((p, i) => ({ orgPlaceIdentity: p.orgPlaceIdentity, price: 1000 + i })) }))
      .repricePins.undoId,
}

const undo = (undoId: string, as = token) => server.graphql(as, UNDO, { undoId })
const refusal = (result: { body: any }) => ({ message: result.body.errors?.[0]?.message, status: result.body.errors?.[0]?.extensions?.statusCode })

describe('undo of mission changes', () => {
  for (const [name, act] of Object.entries(actions)) {
    it(`${name}: undo restores every row and count exactly, is in History, and is refused a second time`, async () => {
      const f = await fixture()
      const before = await snapshot(f.missionId)
      const undoId = await act(f)
      expect(undoId).toMatch(/^[A-Z0-9]{12}$/)
      expect(await snapshot(f.missionId)).not.toEqual(before)
      const done = await gql(UNDO, { undoId })
      expect(done.undoMissionChange.missionIdentity).toBe(f.missionIdentity)
      expect(await snapshot(f.missionId)).toEqual(before)
      const history = await pool().query(`select after from audit_log where entity_identity = $1 and action = 'undoMissionChange'`, [f.missionIdentity])
      expect(history.rows).toEqual([{ after: { undid: done.undoMissionChange.action, summary: done.undoMissionChange.summary } }])
      expect(refusal(await undo(undoId))).toEqual({ message: UNDO_MESSAGES.alreadyUndone, status: 409 })
      expect(await snapshot(f.missionId)).toEqual(before)
    })
  }

  it(`is refused after the ${UNDO_WINDOW_SECONDS} seconds, changing nothing`, async () => {
    const f = await fixture()
    const undoId = await actions.pausePins!(f)
    const after = await snapshot(f.missionId)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + UNDO_WINDOW_SECONDS * 1000 + 1)
    expect(refusal(await undo(undoId))).toEqual({ message: UNDO_MESSAGES.expired, status: 410 })
    expect(await snapshot(f.missionId)).toEqual(after)
    // Just inside the window it is still open.
    vi.spyOn(Date, 'now').mockReturnValue(now + UNDO_WINDOW_SECONDS * 1000 - 500)
    expect((await undo(undoId)).body.errors).toBeUndefined()
  })

  it('is refused after a conflicting change of the pins, the group or the cap periods', async () => {
    const f = await fixture()
    const paused = await actions.pausePins!(f)
    await gql(ACTION_BULK, { pins: [{ identity: f.pins[0]!.identity, action: 'RESUME' }] })
    const afterPins = await snapshot(f.missionId)
    expect(refusal(await undo(paused))).toEqual({ message: UNDO_MESSAGES.changedPins, status: 409 })
    expect(await snapshot(f.missionId)).toEqual(afterPins)

    const repriced = await actions.reprice!(f)
    await gql(ACTION_BULK, { pins: [{ identity: f.pins[2]!.identity, action: 'PAUSE' }] })
    expect(refusal(await undo(repriced))).toEqual({ message: UNDO_MESSAGES.changedPins, status: 409 })

    const g = await fixture()
    const deletedGroup = await actions.deleteGroup!(g)
    await pool().query(`insert into deployment_groups (mission_id, name) values ($1, 'North')`, [g.missionId])
    expect(refusal(await undo(deletedGroup))).toEqual({ message: UNDO_MESSAGES.changedGroup, status: 409 })

    const deletedPeriod = await actions.deleteCapPeriod!(g)
    await gql(`mutation($legacy: Int!, $p: [MissionCapPeriodInput!]!) { createMissionCapPeriod(legacyIdentity: $legacy, missionCapPeriods: $p) { id } }`, {
      legacy: g.legacy,
      p: [{ name: 'Added', startDate: addDays(today(), 4), endDate: addDays(today(), 5) }],
    })
    expect(refusal(await undo(deletedPeriod))).toEqual({ message: UNDO_MESSAGES.changedCapPeriods, status: 409 })
  })

  it('is refused for someone else and for an unknown id', async () => {
    const f = await fixture()
    const undoId = await actions.deletePins!(f)
    expect(refusal(await undo(undoId, otherToken))).toEqual({ message: UNDO_MESSAGES.notYours, status: 403 })
    expect(refusal(await undo('ZZZZZZZZZZZZ'))).toEqual({ message: UNDO_MESSAGES.unknown, status: 404 })
    expect((await undo(undoId)).body.errors).toBeUndefined()
  })
})

/** One undoable action with its choices; indices pick among what exists at the time. */
type Step =
  | { kind: 'bulk'; pick: number[]; action: 'PAUSE' | 'RESUME' }
  | { kind: 'matching'; group: number; action: 'PAUSE' | 'RESUME' }
  | { kind: 'deletePins'; pick: number[] }
  | { kind: 'deleteMatching'; group: number }
  | { kind: 'deleteGroup'; group: number }
  | { kind: 'deleteCapPeriod'; period: number }
  | { kind: 'reprice'; pick: number[]; price: number }

const pick = fc.array(fc.nat(20), { minLength: 1, maxLength: 4 })
const pinAction = fc.constantFrom('PAUSE' as const, 'RESUME' as const)
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('bulk' as const), pick, action: pinAction }),
  fc.record({ kind: fc.constant('matching' as const), group: fc.nat(3), action: pinAction }),
  fc.record({ kind: fc.constant('deletePins' as const), pick }),
  fc.record({ kind: fc.constant('deleteMatching' as const), group: fc.nat(3) }),
  fc.record({ kind: fc.constant('deleteGroup' as const), group: fc.nat(3) }),
  fc.record({ kind: fc.constant('deleteCapPeriod' as const), period: fc.nat(3) }),
  fc.record({ kind: fc.constant('reprice' as const), pick, price: fc.integer({ min: 1, max: 5000 }) }),
)

const at = <T>(list: T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined)

/** Applies the step to what the mission has now; answers its undo id, or null when there was nothing to act on. */
async function apply(f: Fixture, s: Step): Promise<string | null> {
  const m = f.missionId
  const pins = (
    await pool().query<{ identity: string; op: string }>(
      `select p.identity, op.identity as op from pins p join organization_places op on op.id = p.organization_place_id
        where p.mission_id = $1 and not p.is_test_pin order by p.id`,
      [m],
    )
  ).rows
  const groups = (await pool().query<{ identity: string }>(`select identity from deployment_groups where mission_id = $1 order by id`, [m])).rows
  const periods = (
    await pool().query<{ id: string }>(`select id from mission_cap_periods where mission_id = $1 and start_date > current_date order by id`, [m])
  ).rows
  const picked = (indices: number[]) => [...new Set(indices.map((i) => at(pins, i)).filter((p) => p !== undefined))]
  const group = (index: number) => at(groups, index)?.identity
  switch (s.kind) {
    case 'bulk':
      if (!pins.length) return null
      return (await gql(ACTION_BULK, { pins: picked(s.pick).map((p) => ({ identity: p.identity, action: s.action })) })).actionPinBulk.undoId
    case 'matching': {
      const filter = { missionIdentity: f.missionIdentity, deploymentGroupIdentities: group(s.group) ? [group(s.group)] : [] }
      return (await gql(ACTION_MATCHING, { filter, action: s.action })).actionPinsMatching.undoId
    }
    case 'deletePins':
      if (!pins.length) return null
      return (await gql(DELETE_PINS, { ids: picked(s.pick).map((p) => p.identity) })).deletePins.undoId
    case 'deleteMatching': {
      const filter = { missionIdentity: f.missionIdentity, deploymentGroupIdentities: group(s.group) ? [group(s.group)] : [] }
      return (await gql(DELETE_MATCHING, { filter })).deletePinsMatching.undoId
    }
    case 'deleteGroup':
      if (!group(s.group)) return null
      return (await gql(DELETE_GROUP, { identity: group(s.group) })).deleteDeploymentGroup.undoId
    case 'deleteCapPeriod': {
      const period = at(periods, s.period)
      if (!period) return null
      await gql(DELETE_PERIOD, { legacy: f.legacy, id: String(period.id) })
      return (await gql(OFFER, { m: f.missionIdentity })).missionUndoOffer.undoId
    }
    case 'reprice':
      if (!pins.length) return null
      return (await gql(REPRICE, { m: f.missionIdentity, pins: picked(s.pick).map((p) => ({ orgPlaceIdentity: p.op, price: s.price })) })).repricePins.undoId
  }
}

describe('undo under random action sequences', () => {
  it(
    'after any sequence of undoable actions, undoing the last one gives back the state before it',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 0, maxLength: 5 }), step, async (prefix, last) => {
          const f = await fixture()
          for (const s of prefix) await apply(f, s)
          const before = await snapshot(f.missionId)
          const undoId = await apply(f, last)
          if (undoId === null) return
          await gql(UNDO, { undoId })
          expect(await snapshot(f.missionId)).toEqual(before)
        }),
        { numRuns: Number(process.env.UNDO_RUNS ?? 15) },
      )
    },
    10 * 60_000,
  )
})
