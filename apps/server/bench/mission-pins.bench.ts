// GetMissionPins under 20 concurrent clients against a bare route running the same service (same
// SQL) in the same run; actionPinBulk, "select all matching" and repricePins on the 10,000-pin
// demo mission against bare UPDATEs of the same rows. Loopback only; bounded loops.
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { getMissionPins } from '../src/modules/mission-pins/pins.service'
import { openSeededDatabase, serveBench } from './seeded-database.bench-helper'
import { load, medianTime, ms, postJson, type LoadFigures } from './timing.bench-helper'

const MISSION = DEMO_IDENTITIES.missions.scale
const CLIENTS = 20
const PER_CLIENT = 5

const PINS_QUERY = `query GetMissionPins($identity: String!, $page: Int, $limit: Int, $state: PinAvailabilityFilter, $isRunning: PinRunningFilter, $deploymentGroupIdentities: [String!]) {
  missionPins(identity: $identity, page: $page, limit: $limit, state: $state, isRunning: $isRunning, deploymentGroupIdentities: $deploymentGroupIdentities) {
    total items { identity rewardPoints frequencyCap isRunning isCapped availableAt isTestPin capProgress { started pending approved }
      deploymentGroup { identity name }
      organizationPlace { identity storeNumber name place { primaryAddress { street city state postalCode } } organization { identity name displayName } } }
  }
}`

// The embedded database, as the issue asks: PGlite always opens, so `!` is safe.
const database = (await openSeededDatabase('PGlite'))!
const server = await serveBench(database, {
  runJobs: false,
  extraRoutes: (app, runtime) => {
    app.post('/api/bench/pins', async (request) => getMissionPins(runtime.deps, request.body))
  },
})
const { pool } = server.runtime.deps
const row = (text: string, figures: LoadFigures) =>
  console.log(`  ${text.padEnd(34)} ${figures.perSecond.toFixed(0).padStart(5)} req/s  p50 ${ms(figures.p50).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}`)

try {
  const groups = (
    await pool.query(`select g.identity from deployment_groups g join missions m on m.id = g.mission_id where m.identity = $1 order by g.name limit 3`, [
      MISSION,
    ])
  ).rows.map((r) => r.identity)
  const scenarios: [string, Record<string, unknown>][] = [
    ['page of 10', { page: 1, limit: 10 }],
    ['page of 250', { page: 3, limit: 250 }],
    ['page of 250, CAPPED + RUNNING', { page: 1, limit: 250, state: 'CAPPED', isRunning: 'RUNNING' }],
    ['page of 10, 3 groups', { page: 1, limit: 10, deploymentGroupIdentities: groups }],
  ]
  console.log(`\nGetMissionPins on ${MISSION}, ${CLIENTS} concurrent clients x ${PER_CLIENT} requests`)
  for (const [name, variables] of scenarios) {
    const graphql = () =>
      postJson(`${server.baseUrl}/api/graphql`, server.token, { query: PINS_QUERY, variables: { identity: MISSION, ...variables } }).then(() => undefined)
    const bare = () => postJson(`${server.baseUrl}/api/bench/pins`, server.token, { missionIdentity: MISSION, ...variables }).then(() => undefined)
    await load(2, 2, graphql)
    await load(2, 2, bare)
    const baseline = await load(CLIENTS, PER_CLIENT, bare)
    const measured = await load(CLIENTS, PER_CLIENT, graphql)
    console.log(`${name}`)
    row('bare route (same service + SQL)', baseline)
    row('GraphQL GetMissionPins', measured)
    console.log(`  throughput ratio GraphQL / bare: ${(measured.perSecond / baseline.perSecond).toFixed(2)} (goal >= 0.8)`)
  }

  const pins = (
    await pool.query(`select p.identity from pins p join missions m on m.id = p.mission_id where m.identity = $1 and not p.is_test_pin`, [MISSION])
  ).rows.map((r) => r.identity as string)
  const RUNS = 5
  console.log(`\nBulk writes on ${pins.length} pins of ${MISSION} (median of ${RUNS} runs)`)
  const graphqlBulk = (action: string) =>
    postJson(`${server.baseUrl}/api/graphql`, server.token, {
      query: `mutation ($pins: [PinActionInput!]!) { actionPinBulk(pins: $pins) { count } }`,
      variables: { pins: pins.map((identity) => ({ identity, action })) },
    })
  // Each run flips the pins, so every run really changes them.
  let paused = false
  const flip = () => (paused = !paused)
  const bulk = await medianTime(RUNS, () => graphqlBulk(flip() ? 'PAUSE' : 'RESUME'))
  const bareBulk = await medianTime(RUNS, () =>
    pool.query(`update pins set is_running = $2, updated_at = now() where identity = any($1::text[])`, [pins, !flip()]),
  )
  console.log(`  actionPinBulk (GraphQL, checks, audit)  ${ms(bulk).padStart(10)}`)
  console.log(`  bare UPDATE of the same rows            ${ms(bareBulk).padStart(10)}`)
  console.log(`  ratio: ${(bulk / bareBulk).toFixed(2)}x (goal <= 2x)`)

  const matching = await medianTime(RUNS, () =>
    postJson(`${server.baseUrl}/api/graphql`, server.token, {
      query: `mutation ($filter: MissionPinFilterInput!, $action: PinAction!) { actionPinsMatching(filter: $filter, action: $action) { count } }`,
      variables: { filter: { missionIdentity: MISSION }, action: flip() ? 'PAUSE' : 'RESUME' },
    }),
  )
  const bareMatching = await medianTime(RUNS, () =>
    pool.query(`update pins p set is_running = $2, updated_at = now() from missions m where m.id = p.mission_id and m.identity = $1 and not p.is_test_pin`, [
      MISSION,
      !flip(),
    ]),
  )
  console.log(`  actionPinsMatching (select all)         ${ms(matching).padStart(10)}`)
  console.log(`  bare UPDATE of the mission's pins       ${ms(bareMatching).padStart(10)}`)
  console.log(`  ratio: ${(matching / bareMatching).toFixed(2)}x (goal <= 2x)`)

  const places = (
    await pool.query(
      `select op.identity from pins p join missions m on m.id = p.mission_id join organization_places op on op.id = p.organization_place_id where m.identity = $1`,
      [MISSION],
    )
  ).rows.map((r) => r.identity as string)
  let price = 300
  const reprice = await medianTime(RUNS, () =>
    postJson(`${server.baseUrl}/api/graphql`, server.token, {
      query: `mutation ($missionIdentity: String!, $pins: [RepricePinInput!]!) { repricePins(missionIdentity: $missionIdentity, pins: $pins) { success total failure } }`,
      variables: { missionIdentity: MISSION, pins: places.map((orgPlaceIdentity) => ({ orgPlaceIdentity, price: ++price })) },
    }),
  )
  const bareReprice = await medianTime(RUNS, () =>
    pool.query(
      `update pins p set reward_points = v.price, updated_at = now()
       from unnest($2::text[], $3::int[]) as v(identity, price) join organization_places op on op.identity = v.identity
       join missions m on m.identity = $1 where p.mission_id = m.id and p.organization_place_id = op.id`,
      [MISSION, places, places.map(() => ++price)],
    ),
  )
  console.log(`\nrepricePins on ${places.length} rows (median of ${RUNS} runs)`)
  console.log(`  repricePins (GraphQL, checks, audit)    ${ms(reprice).padStart(10)}`)
  console.log(`  bare UPDATE of the same rows            ${ms(bareReprice).padStart(10)}`)
  console.log(`  ratio: ${(reprice / bareReprice).toFixed(2)}x (goal <= 2x)`)
} finally {
  await server.close()
  await database.close()
}
