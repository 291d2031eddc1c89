// GetMissionPins page 1 of the 10,000-pin demo mission through the API (HTTP, GraphQL) on
// PostgreSQL, with 50,000 places in the store directory and then with 500,000: the page must cost
// what the mission has, not what the directory holds. Goal (issue 11): 500k within 1.5x of 50k.
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { openSeededDatabase, serveBench } from './seeded-database.bench-helper'
import { load, ms, postJson } from './timing.bench-helper'

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
    /**
     * More stores in the directory until it holds `target` places, in the chains the mission's pins
     * belong to (a national chain's list grows the chain): the case where a plan that walks the
     * chain's stores in name/store-number order and probes pins for each reads the whole chain.
     */
    const growDirectory = async (target: number) => {
      const have = (await pool.query<{ n: number }>(`select count(*)::int as n from places`)).rows[0]!.n
      const missing = target - have
      if (missing <= 0) return
      for (let done = 0; done < missing; done += 50_000) {
        const batch = Math.min(50_000, missing - done)
        await pool.query(
          `with chains as (select distinct op.organization_id as id from pins p join organization_places op on op.id = p.organization_place_id
                            join missions m on m.id = p.mission_id where m.identity = $3),
                orgs as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from chains),
                new_places as (
                  insert into places (street, street_key, city, state, postal_code, latitude, longitude)
                  select g || ' Directory Rd', g || ' directory rd', 'Springfield', 'IL', '62701', 39.7 + (g % 1000) / 10000.0, -89.6 - (g % 1000) / 10000.0
                    from generate_series($1::int, $1::int + $2::int - 1) g
                  returning id)
           insert into organization_places (organization_id, place_id, name, store_number)
           select o.id, p.id, 'Directory store', 'D' || p.id
             from (select id, row_number() over (order by id) as r from new_places) p
             join orgs o on o.k = p.r % o.n`,
          [have + done, batch, MISSION],
        )
      }
      await pool.query('analyze places, organization_places, organizations')
    }
    const pinsPage = () => postJson(`${server.baseUrl}/api/graphql`, server.token, { query: PINS_QUERY, variables: { identity: MISSION } })
    const measure = async (places: number) => {
      await growDirectory(places)
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
