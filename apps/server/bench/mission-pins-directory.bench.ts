// GetMissionPins page 1 of the 10,000-pin demo mission through the API (HTTP, GraphQL) on
// PostgreSQL, with 50,000 places in the store directory and then with 500,000: the page must cost
// what the mission has, not what the directory holds. Goal (issue 11): 500k within 1.5x of 50k.
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { openSeededDatabase, serveBench } from './seeded-database.bench-helper'
import { load, ms, postJson } from './timing.bench-helper'
import { growDirectory } from './directory.bench-helper'

const MISSION = DEMO_IDENTITIES.missions.scale
const PINS_QUERY = `query GetMissionPins($identity: String!) {
  missionPins(identity: $identity, page: 1, limit: 25) {
    total items { identity rewardPoints isRunning isCapped capProgress { started pending approved } deploymentGroup { identity name }
      organizationPlace { identity storeNumber name place { primaryAddress { street city state postalCode } } organization { identity name displayName } } }
  }
}`

const database = await openSeededDatabase('PostgreSQL')
if (!database) {
  console.log('PostgreSQL is not installed: the directory-size figures need it (the issue measured them there).')
} else {
  const server = await serveBench(database, { runJobs: false })
  const { pool } = server.runtime.deps
  try {
    const pinsPage = () => postJson(`${server.baseUrl}/api/graphql`, server.token, { query: PINS_QUERY, variables: { identity: MISSION } })
    const measure = async (places: number) => {
      await growDirectory(pool, MISSION, places)
      await load(1, 10, pinsPage)
      return load(1, 60, pinsPage)
    }
    const small = await measure(50_000)
    const large = await measure(500_000)
    console.log(`\nGetMissionPins page 1 of ${MISSION} (10,000 pins), one client, PostgreSQL`)
    console.log(`  50,000 places in the directory    p50 ${ms(small.p50).padStart(9)}  p95 ${ms(small.p95).padStart(9)}`)
    console.log(`  500,000 places in the directory   p50 ${ms(large.p50).padStart(9)}  p95 ${ms(large.p95).padStart(9)}`)
    console.log(`  ratio 500k / 50k (p50): ${(large.p50 / small.p50).toFixed(2)}x (goal <= 1.5x)`)
  } finally {
    await server.close()
    await database.close()
  }
}
