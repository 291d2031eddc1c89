import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createPinFixture, type PinFixture } from '../mission-pins/mission-pins.test-data'
import { countMismatches, recountedProgress } from './maintained-counts.test-support'
import { uniqueIdentity } from './missions.test-data'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const pool = () => server.runtime.deps.pool
async function gql(query: string, variables: Record<string, unknown>) {
  const result = await server.graphql(token, query, variables)
  expect(result.body.errors).toBeUndefined()
  return result.body.data
}

const DETAILS = `query($identity: String!) { mission(identity: $identity) {
  pinCount deploymentGroupCount storesInAlignmentCount storesInDeploymentCount needsRedeployment
  capProgress { approved pending started refused suppressed abandoned }
  capPeriod { id capProgress { approved pending started refused suppressed abandoned } }
} }`

const STATES = ['started', 'pending', 'approved', 'refused', 'suppressed', 'abandoned'] as const
const progressOf = (rows: { state: string; count: number }[]) => Object.fromEntries(STATES.map((s) => [s, rows.find((r) => r.state === s)?.count ?? 0]))

describe('maintained mission counts', () => {
  it('equal a recount from scratch for every mission of the demo data', async () => {
    const { rows } = await pool().query<{ id: number }>(`select id from missions`)
    expect(
      await countMismatches(
        pool(),
        rows.map((r) => r.id),
      ),
    ).toEqual([])
  })

  it('give GetMissionDetails the answers the aggregation over pins and responses gave, on the demo missions', async () => {
    for (const identity of [DEMO_IDENTITIES.missions.scale, DEMO_IDENTITIES.missions.customCaps]) {
      const { rows } = await pool().query(
        `select m.id, count(p.id)::int as pins, (count(p.id) filter (where p.is_running))::int as running,
                (count(p.id) filter (where op.is_active))::int as active,
                (select count(*)::int from deployment_groups g where g.mission_id = m.id) as groups
           from missions m left join pins p on p.mission_id = m.id left join organization_places op on op.id = p.organization_place_id
          where m.identity = $1 group by m.id`,
        [identity],
      )
      const old = rows[0]
      const progress = await recountedProgress(pool(), old.id)
      const { mission } = await gql(DETAILS, { identity })
      expect(mission).toMatchObject({
        pinCount: old.pins,
        deploymentGroupCount: old.groups,
        storesInAlignmentCount: old.active,
        storesInDeploymentCount: old.running,
        capProgress: progressOf(progress.mission),
      })
      for (const period of mission.capPeriod) {
        expect(period.capProgress).toMatchObject(progressOf(progress.periods.filter((p) => String(p.id) === String(period.id))))
      }
    }
    // The scale mission has pins and responses, so the comparison above is not of zeros.
    const { mission } = await gql(DETAILS, { identity: DEMO_IDENTITIES.missions.scale })
    expect(mission.pinCount).toBeGreaterThan(1000)
  })
})

/** One change of a pin, group, store or response; indices pick among what exists at the time. */
type Change =
  | { kind: 'addPin'; group: number; running: boolean }
  | { kind: 'deletePins'; pick: number[] }
  | { kind: 'pausePins' | 'resumePins'; pick: number[] }
  | { kind: 'pauseMatching' | 'resumeMatching' }
  | { kind: 'reprice'; price: number }
  | { kind: 'addGroup' }
  | { kind: 'deleteGroup'; group: number }
  | { kind: 'moveGroup'; pin: number; group: number }
  | { kind: 'addResponses'; pin: number; states: number[]; daysAgo: number }
  | { kind: 'changeResponse'; response: number; state: number; daysAgo: number | null }
  | { kind: 'deleteResponse'; response: number }
  | { kind: 'placeActive'; pin: number; active: boolean }
  | { kind: 'renameOrganization' }
  | { kind: 'storeNumber'; pin: number; number: number | null }

const pick = fc.array(fc.nat(50), { minLength: 1, maxLength: 4 })
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('addPin' as const), group: fc.nat(5), running: fc.boolean() }),
  fc.record({ kind: fc.constant('deletePins' as const), pick }),
  fc.record({ kind: fc.constantFrom('pausePins' as const, 'resumePins' as const), pick }),
  fc.record({ kind: fc.constantFrom('pauseMatching' as const, 'resumeMatching' as const) }),
  fc.record({ kind: fc.constant('reprice' as const), price: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant('addGroup' as const) }),
  fc.record({ kind: fc.constant('deleteGroup' as const), group: fc.nat(5) }),
  fc.record({ kind: fc.constant('moveGroup' as const), pin: fc.nat(50), group: fc.nat(5) }),
  fc.record({
    kind: fc.constant('addResponses' as const),
    pin: fc.nat(50),
    states: fc.array(fc.nat(5), { minLength: 1, maxLength: 5 }),
    daysAgo: fc.integer({ min: 0, max: 12 }),
  }),
  fc.record({ kind: fc.constant('changeResponse' as const), response: fc.nat(100), state: fc.nat(5), daysAgo: fc.option(fc.integer({ min: 0, max: 12 })) }),
  fc.record({ kind: fc.constant('deleteResponse' as const), response: fc.nat(100) }),
  fc.record({ kind: fc.constant('placeActive' as const), pin: fc.nat(50), active: fc.boolean() }),
  fc.record({ kind: fc.constant('renameOrganization' as const) }),
  fc.record({ kind: fc.constant('storeNumber' as const), pin: fc.nat(50), number: fc.option(fc.nat(9999)) }),
)

const at = <T>(list: T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined)

/** A pin fixture with one of its organization places (its organization is the one renamed) and its bee. */
type CountsFixture = PinFixture & { organizationPlaceId: number; beeId: number }

async function apply(fixture: CountsFixture, step: Change): Promise<void> {
  const db = pool()
  const m = fixture.missionId
  const pins = (
    await db.query<{ id: number; identity: string; organization_place_id: number }>(
      `select id, identity, organization_place_id from pins where mission_id = $1 order by id`,
      [m],
    )
  ).rows
  const groups = (await db.query<{ id: number; identity: string }>(`select id, identity from deployment_groups where mission_id = $1 order by id`, [m])).rows
  const responses = (await db.query<{ id: number }>(`select id from responses where mission_id = $1 order by id`, [m])).rows
  const picked = (indices: number[]) => [...new Set(indices.map((i) => at(pins, i)).filter((p) => p !== undefined))]
  switch (step.kind) {
    case 'addPin': {
      const { rows } = await db.query(
        `with place as (insert into places (street, city, state, postal_code) values ('1 Test St', 'Springfield', 'IL', '62701') returning id),
              op as (insert into organization_places (identity, organization_id, place_id, store_number, is_active)
                     select $1, op.organization_id, place.id, null, true from place, organization_places op where op.id = $2 returning id)
         select id from op`,
        [uniqueIdentity('OP'), pins[0]?.organization_place_id ?? fixture.organizationPlaceId],
      )
      await db.query(
        `insert into pins (identity, mission_id, deployment_group_id, organization_place_id, reward_points, is_running) values ($1, $2, $3, $4, 300, $5)`,
        [uniqueIdentity('PN'), m, at(groups, step.group)?.id ?? null, rows[0].id, step.running],
      )
      return
    }
    case 'deletePins':
      if (pins.length) await gql(`mutation($ids: [String!]!) { deletePins(identities: $ids) { count } }`, { ids: picked(step.pick).map((p) => p.identity) })
      return
    case 'pausePins':
    case 'resumePins':
      if (pins.length)
        await gql(`mutation($pins: [PinActionInput!]!) { actionPinBulk(pins: $pins) { count } }`, {
          pins: picked(step.pick).map((p) => ({ identity: p.identity, action: step.kind === 'pausePins' ? 'PAUSE' : 'RESUME' })),
        })
      return
    case 'pauseMatching':
    case 'resumeMatching':
      await gql(`mutation($filter: MissionPinFilterInput!, $action: PinAction!) { actionPinsMatching(filter: $filter, action: $action) { count } }`, {
        filter: { missionIdentity: fixture.missionIdentity },
        action: step.kind === 'pauseMatching' ? 'PAUSE' : 'RESUME',
      })
      return
    case 'reprice': {
      const places = (
        await db.query(`select op.identity from pins p join organization_places op on op.id = p.organization_place_id where p.mission_id = $1`, [m])
      ).rows
      if (places.length)
        await gql(`mutation($m: String!, $pins: [RepricePinInput!]!) { repricePins(missionIdentity: $m, pins: $pins) { success } }`, {
          m: fixture.missionIdentity,
          pins: places.map((p) => ({ orgPlaceIdentity: p.identity, price: step.price })),
        })
      return
    }
    case 'addGroup':
      await db.query(`insert into deployment_groups (identity, mission_id, name) values ($1, $2, $3)`, [uniqueIdentity('GP'), m, uniqueIdentity('name')])
      return
    case 'deleteGroup': {
      const group = at(groups, step.group)
      if (group) await gql(`mutation($id: String!) { deleteDeploymentGroup(identity: $id) { identity } }`, { id: group.identity })
      return
    }
    case 'moveGroup': {
      const pin = at(pins, step.pin)
      if (pin) await db.query(`update pins set deployment_group_id = $2 where id = $1`, [pin.id, at(groups, step.group)?.id ?? null])
      return
    }
    case 'addResponses': {
      const pin = at(pins, step.pin)
      await db.query(
        `insert into responses (bee_id, pin_id, mission_id, state, started_at)
         select $1, $2, $3, s, now() - make_interval(days => $5::int) from unnest($4::text[]) s`,
        [fixture.beeId, pin?.id ?? null, m, step.states.map((s) => STATES[s]), step.daysAgo],
      )
      return
    }
    case 'changeResponse': {
      const response = at(responses, step.response)
      if (response)
        await db.query(`update responses set state = $2, started_at = coalesce(now() - make_interval(days => $3::int), started_at) where id = $1`, [
          response.id,
          STATES[step.state],
          step.daysAgo,
        ])
      return
    }
    case 'deleteResponse': {
      const response = at(responses, step.response)
      if (response) await db.query(`delete from responses where id = $1`, [response.id])
      return
    }
    case 'placeActive': {
      const pin = at(pins, step.pin)
      if (pin) await db.query(`update organization_places set is_active = $2 where id = $1`, [pin.organization_place_id, step.active])
      return
    }
    case 'renameOrganization':
      await db.query(`update organizations set name = $2 where id = (select organization_id from organization_places where id = $1)`, [
        fixture.organizationPlaceId,
        `Renamed ${uniqueIdentity('OG')}`,
      ])
      return
    case 'storeNumber': {
      const pin = at(pins, step.pin)
      // Store numbers are unique per organization: a taken one is a refused write, which must change nothing either.
      if (pin)
        await db
          .query(`update organization_places set store_number = $2 where id = $1`, [pin.organization_place_id, step.number == null ? null : `S${step.number}`])
          .catch(() => undefined)
      return
    }
  }
}

describe('maintained mission counts under random changes', () => {
  it('equal a recount from scratch after any sequence of pin, group, store and response changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), async (changes) => {
        const base = await createPinFixture(pool(), {
          groups: { A: { groupCap: 3 }, B: {} },
          pins: [{ group: 'A', responses: ['started', 'approved'] }, { group: 'B', isRunning: false }, { responses: ['refused'] }],
        })
        const { rows } = await pool().query(
          `select p.organization_place_id, (select bee_id from responses where mission_id = $1 limit 1) as bee_id from pins p where p.mission_id = $1 order by p.id limit 1`,
          [base.missionId],
        )
        const fixture = { ...base, organizationPlaceId: rows[0].organization_place_id as number, beeId: rows[0].bee_id as number }
        for (const step of changes) await apply(fixture, step)
        expect(await countMismatches(pool(), [fixture.missionId])).toEqual([])
      }),
      { numRuns: Number(process.env.COUNTS_RUNS ?? 25) },
    )
  })
})
