// A million places (issue 37): the organizations list and an organization's places, unfiltered and
// searched, through the API, on the embedded database and on PostgreSQL, first with the directory
// at 50,000 places and then grown to 1,000,000 in the same run. Goal: each call at a million within
// 2x of the same call at 50,000. The directory grows in the demo chains (directory.bench-helper.ts),
// so the largest organization's places grow with it, as a national chain's do.
// MILLION_PLACES_FROM / MILLION_PLACES_TO set the two sizes; BENCH_DATABASES=PGlite (or PostgreSQL)
// runs one kind.
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { forEachSeededDatabase, getJson, serveBench, type DatabaseKind } from './seeded-database.bench-helper'
import { medianTime, ms } from './timing.bench-helper'
import { growDirectory } from './directory.bench-helper'

const FROM = Number(process.env.MILLION_PLACES_FROM ?? 50_000)
const TO = Number(process.env.MILLION_PLACES_TO ?? 1_000_000)
const RUNS = 15
const GOAL = 2
const kinds = (process.env.BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',').map((kind) => kind.trim()) as DatabaseKind[]
const fmt = (n: number) => n.toLocaleString('en-US')

await forEachSeededDatabase(kinds, async (database) => {
  const server = await serveBench(database, { runJobs: false })
  const { pool } = server.runtime.deps
  try {
    // The organization the directory grows most (a demo chain of the scale mission), its store number deepest in its places.
    const largest = async () =>
      (
        await pool.query<{ identity: string; n: number }>(
          `select o.identity, count(*)::int as n from organizations o join organization_places op on op.organization_id = o.id
            group by o.identity order by n desc limit 1`,
        )
      ).rows[0]!
    const calls = (organization: string, storeNumber: string) => {
      const get = (path: string) => () => getJson(`${server.baseUrl}${path}`, server.token)
      const places = `/api/organizations/${organization}/organization_places.json?page=1&limit=25`
      return {
        'organizations list, page 1': get('/api/organizations?page=1&limit=10'),
        'organizations list, search "mart"': get('/api/organizations?page=1&limit=10&search=mart'),
        'organization places, page 1': get(places),
        [`organization places, search store number ${storeNumber}`]: get(`${places}&search=${encodeURIComponent(storeNumber)}`),
        'organization places, search city "Springfield"': get(`${places}&search=Springfield`),
      }
    }
    const measure = async (organization: string, storeNumber: string) => {
      const medians = new Map<string, number>()
      for (const [label, send] of Object.entries(calls(organization, storeNumber))) {
        await medianTime(3, send)
        medians.set(label, await medianTime(RUNS, send))
      }
      return medians
    }
    const placesCount = async () => (await pool.query<{ n: number }>(`select count(*)::int as n from places`)).rows[0]!.n

    // Each size is measured as a directory in use would be. On PostgreSQL, vacuumed: autovacuum does
    // it after many inserts, and an index-only count then need not visit the rows a bulk insert just
    // wrote. The embedded database has no autovacuum and the server vacuums nothing: measured as is.
    const settle = async () => {
      if (database.kind === 'PostgreSQL') await pool.query('vacuum analyze places, organization_places, organizations')
    }
    let started = performance.now()
    await growDirectory(pool, DEMO_IDENTITIES.missions.scale, FROM)
    await settle()
    const small = { places: await placesCount(), seconds: (performance.now() - started) / 1000 }
    // One organization and one store number for both sizes: the same call, on more data.
    const { identity: organization, n: before } = await largest()
    const { store_number: storeNumber } = (
      await pool.query<{ store_number: string }>(
        `select op.store_number from organization_places op join organizations o on o.id = op.organization_id
          where o.identity = $1 and op.store_number is not null order by op.id desc limit 1`,
        [organization],
      )
    ).rows[0]!
    const atSmall = await measure(organization, storeNumber)

    started = performance.now()
    await growDirectory(pool, DEMO_IDENTITIES.missions.scale, TO)
    await settle()
    const large = { places: await placesCount(), seconds: (performance.now() - started) / 1000 }
    const after = (
      await pool.query<{ n: number }>(
        `select count(*)::int as n from organization_places op join organizations o on o.id = op.organization_id where o.identity = $1`,
        [organization],
      )
    ).rows[0]!.n
    const atLarge = await measure(organization, storeNumber)

    console.log(
      `\n  directory ${fmt(small.places)} places (grown in ${small.seconds.toFixed(0)} s) -> ${fmt(large.places)} (in ${large.seconds.toFixed(0)} s); organization ${organization}: ${fmt(before)} -> ${fmt(after)} places`,
    )
    console.log(`  ${`call, median of ${RUNS}`.padEnd(58)} ${fmt(small.places).padStart(10)} ${fmt(large.places).padStart(10)}  ratio`)
    for (const [label, smallMs] of atSmall) {
      const largeMs = atLarge.get(label)!
      const ratio = largeMs / smallMs
      console.log(
        `  ${label.padEnd(58)} ${ms(smallMs).padStart(10)} ${ms(largeMs).padStart(10)}  ${ratio.toFixed(2)}x ${ratio <= GOAL ? 'meets' : 'OVER'} (goal <= ${GOAL}x)`,
      )
    }
  } finally {
    await server.close()
  }
})
