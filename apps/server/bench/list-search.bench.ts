// Search on long lists (issue 34, acceptance 2), through the API, on the embedded database and on
// PostgreSQL: the Pins tab of a 100,000-pin mission and an organization's places in a 500,000-place
// directory, each search beside the same list's unfiltered first page in the same run. Goal: a
// search within 2x of the unfiltered page. Searched: one store number (what staff look a pin up by),
// a city, and a street word every directory store shares (the worst case: nearly every row matches).
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { forEachSeededDatabase, getJson, serveBench } from './seeded-database.bench-helper'
import { medianTime, ms, postJson } from './timing.bench-helper'
import { growDirectory, growMission } from './directory.bench-helper'

const MISSION = DEMO_IDENTITIES.missions.scale
const PLACES = Number(process.env.SEARCH_BENCH_PLACES ?? 500_000)
const PINS = Number(process.env.SEARCH_BENCH_PINS ?? 100_000)
const RUNS = 15
const PINS_QUERY = `query GetMissionPins($identity: String!, $search: String) {
  missionPins(identity: $identity, page: 1, limit: 25, search: $search) {
    total items { identity rewardPoints isRunning isCapped capProgress { started pending approved } deploymentGroup { identity name }
      organizationPlace { identity storeNumber name place { primaryAddress { street city state postalCode } } organization { identity name displayName } } }
  }
}`

const ratio = (searched: number, unfiltered: number) => `${(searched / unfiltered).toFixed(2)}x`

await forEachSeededDatabase(['PGlite', 'PostgreSQL'], async (database) => {
  const server = await serveBench(database, { runJobs: false })
  const { pool } = server.runtime.deps
  try {
    let started = performance.now()
    await growDirectory(pool, MISSION, PLACES)
    await growMission(pool, MISSION, PINS)
    const counts = (
      await pool.query<{ places: number; pins: number }>(
        `select (select count(*)::int from places) as places, (select count(*)::int from pins p join missions m on m.id = p.mission_id where m.identity = $1) as pins`,
        [MISSION],
      )
    ).rows[0]!
    console.log(
      `  seeded ${counts.places.toLocaleString('en-US')} places, ${counts.pins.toLocaleString('en-US')} pins on ${MISSION} in ${ms(performance.now() - started)}`,
    )

    // A store number on the mission, from deep in the pins' order; the organization with the most places.
    const { store_number: storeNumber } = (
      await pool.query<{ store_number: string }>(
        `select op.store_number from pins p join missions m on m.id = p.mission_id join organization_places op on op.id = p.organization_place_id
          where m.identity = $1 and op.store_number is not null order by p.sort_org_name desc, p.sort_store_number desc limit 1`,
        [MISSION],
      )
    ).rows[0]!
    const { identity: organization, n: organizationPlaces } = (
      await pool.query<{ identity: string; n: number }>(
        `select o.identity, count(*)::int as n from organizations o join organization_places op on op.organization_id = o.id group by o.identity order by n desc limit 1`,
      )
    ).rows[0]!

    const pins = (search?: string) => () =>
      postJson(`${server.baseUrl}/api/graphql`, server.token, { query: PINS_QUERY, variables: { identity: MISSION, search: search ?? null } })
    const places = (search?: string) => () =>
      getJson(
        `${server.baseUrl}/api/organizations/${organization}/organization_places.json?page=1&limit=25${search ? `&search=${encodeURIComponent(search)}` : ''}`,
        server.token,
      )
    const time = async (label: string, send: () => Promise<unknown>, baseline?: number) => {
      await medianTime(3, send)
      const median = await medianTime(RUNS, send)
      console.log(`  ${label.padEnd(58)} ${ms(median).padStart(10)}${baseline === undefined ? '' : `  ${ratio(median, baseline)} (goal <= 2x)`}`)
      return median
    }

    started = performance.now()
    console.log(`\n  GetMissionPins page 1 of ${MISSION} (${counts.pins.toLocaleString('en-US')} pins), median of ${RUNS}`)
    const pinsBaseline = await time('unfiltered', pins())
    await time(`search: store number ${storeNumber}`, pins(storeNumber), pinsBaseline)
    await time('search: city "Springfield"', pins('Springfield'), pinsBaseline)
    await time('search: street word "Directory" (nearly every pin)', pins('Directory'), pinsBaseline)

    console.log(`\n  organization_places.json page 1 of ${organization} (${organizationPlaces.toLocaleString('en-US')} places), median of ${RUNS}`)
    const placesBaseline = await time('unfiltered', places())
    await time(`search: store number ${storeNumber}`, places(storeNumber), placesBaseline)
    await time('search: city "Springfield"', places('Springfield'), placesBaseline)
    await time('search: street word "Directory" (nearly every place)', places('Directory'), placesBaseline)
  } finally {
    await server.close()
  }
})
