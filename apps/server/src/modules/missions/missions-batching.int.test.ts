import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
