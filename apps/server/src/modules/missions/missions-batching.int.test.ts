import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createCampaignFixture, missionInput } from './missions.test-data'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const EVERY_RELATED_FIELD = `identity displayState pinCount deploymentGroupCount needsRedeployment capProgress { approved }
  relevantPeriod { name } capPeriod { name capProgress { approved } customerCustomPeriod { name } }
  swarms { name } campaign { name customer { name } } survey { taskSummary { name } } briefPretty { requirement } history { action }`

/** Counts the SQL statements the app sends while `run` is going on. */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const pool = server.runtime.deps.pool
  const original = pool.query.bind(pool)
  let count = 0
  pool.query = ((...args: Parameters<typeof original>) => {
    count += 1
    return original(...args)
  }) as typeof pool.query
  try {
    await run()
  } finally {
    pool.query = original
  }
  return count
}

describe('GraphQL Mission fields are batched per request', () => {
  it('costs the same number of queries for 2 missions as for 12 (no query per mission)', async () => {
    const fixture = await createCampaignFixture(server.runtime.deps.pool)
    const identities: string[] = []
    for (let i = 0; i < 12; i++) {
      const response = await server.graphql(token, `mutation($input: CreateMissionInput!) { createMission(input: $input) { identity } }`, {
        input: missionInput(fixture),
      })
      identities.push(response.body.data.createMission.identity)
    }
    const load = (ids: string[]) => async () => {
      const response = await server.graphql(token, `query($ids: [String!]!) { missions(identities: $ids) { ${EVERY_RELATED_FIELD} } }`, { ids })
      expect(response.body.errors).toBeUndefined()
      expect(response.body.data.missions).toHaveLength(ids.length)
    }
    const few = await countQueries(load(identities.slice(0, 2)))
    const many = await countQueries(load(identities))
    expect(few).toBeGreaterThan(5)
    expect(many).toBe(few)
  })
})

/** Every field the mission page reads with the mission (history is read on its own tab). */
const MISSION_PAGE_FIELDS = `identity displayState pinCount deploymentGroupCount storesInAlignmentCount storesInDeploymentCount needsRedeployment
  capProgress { approved pending started refused suppressed abandoned completed rejected }
  relevantPeriod { name startAt endAt capProgress { approved pending started refused } }
  capPeriod { id name startAt endAt type missionIdentity capProgress { approved pending started refused suppressed abandoned } customerCustomPeriod { name } }
  swarms { identity name size specification } campaign { identity name startDate endDate selfFunded legacyId customer { identity name hasCustomReportingPeriods } }
  survey { taskSummary { id name description } } briefPretty { completionTime numberOfPhotos whereShouldIStart requirement } requirements`

describe('GetMissionDetails: the mission page in one statement', () => {
  const { missions } = DEMO_IDENTITIES
  // Between them: CUSTOM periods (past, current, future), none, swarms, a brief and a form, nothing set up, 10,000 pins.
  const shown = [missions.customCaps, missions.customNoPeriods, missions.private, missions.publicStatic, missions.created, missions.scale, missions.enabled]

  it.each(shown)('answers %s as the per-field loaders of the missions list do, in one statement', async (identity) => {
    let page: { body: { data: { mission: unknown }; errors?: unknown } } | undefined
    const statements = await countQueries(async () => {
      page = await server.graphql(token, `query($identity: String!) { mission(identity: $identity) { ${MISSION_PAGE_FIELDS} } }`, { identity })
    })
    const listed = await server.graphql(token, `query($ids: [String!]!) { missions(identities: $ids) { ${MISSION_PAGE_FIELDS} } }`, { ids: [identity] })
    expect(page!.body.errors).toBeUndefined()
    expect(listed.body.errors).toBeUndefined()
    expect(page!.body.data.mission).toEqual(listed.body.data.missions[0])
    expect(statements).toBe(1)
  })

  it('reads only what is selected, and an unknown or deleted mission is still a 404', async () => {
    const statements = await countQueries(async () => {
      const response = await server.graphql(token, `query($identity: String!) { mission(identity: $identity) { identity history { action } } }`, {
        identity: missions.enabled,
      })
      expect(response.body.errors).toBeUndefined()
    })
    expect(statements).toBe(2)
    const missing = await server.graphql(token, `query { mission(identity: "MNOSUCHMISSN") { identity pinCount } }`)
    expect(missing.body.errors?.[0]?.extensions?.statusCode).toBe(404)
  })
})
