// Organizations (issue 6, Performance): page loads of the organizations list and of one
// organization with 5,000 places, under 20 concurrent clients on 127.0.0.1, on PGlite and on
// PostgreSQL. A page load is the API calls the console's page makes at once:
//   list:   GET /api/organizations?page=1&limit=10 and GET /api/organizations/business_types.json
//   detail: GET /api/organizations/{id}.json and GET /api/organizations/{id}/organization_places.json
// The baseline, in the same run through the same server and auth, is the same number of calls to
// bare routes that return the same rows from plain SQL (so the ratio is the module's own cost).
// Bare and real loads alternate (bare, real, real, bare) and their latencies are pooled, so drift
// in the machine's load hits both alike. The issue sets no number; our goal: p95 page load <= 1.5x
// the bare page's p95. ORGANIZATIONS_BENCH_DATABASES=PGlite (or PostgreSQL) runs one kind.
import type pg from 'pg'
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { load, loadFigures, loadRun, ms, type LoadFigures } from './timing.bench-helper'
import { getJson, forEachSeededDatabase, serveBench, type DatabaseKind } from './seeded-database.bench-helper'

const ORGANIZATION = DEMO_IDENTITIES.organizations.bigChain
const PLACES = 5_000
const EXTRA_ORGANIZATIONS = 2_000
const CLIENTS = 20
const LIST_PER_CLIENT = 12
const DETAIL_PER_CLIENT = 4
const RATIO_GOAL = 1.5

const kinds = (process.env.ORGANIZATIONS_BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',').map((kind) => kind.trim()) as DatabaseKind[]
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')

/**
 * Set-based, on top of the seed: more organizations for the list to sort and page through, and
 * the big chain grown to 5,000 stores at new places near its own (its seeded stores keep their pins).
 */
async function generateData(pool: pg.Pool): Promise<{ places: number; organizations: number }> {
  const started = performance.now()
  await pool.query(
    `insert into organizations (identity, name, display_name, business_type, organization_type_id, mobee_company)
     select 'BO' || lpad(g::text, 10, '0'), 'Bench Retailer ' || lpad(g::text, 4, '0'), case when g % 3 = 0 then 'Bench ' || g end,
       (array['Grocery', 'Pharmacy', 'Convenience', 'Hardware'])[1 + g % 4], 1, g % 50 = 0
     from generate_series(1, $1::int) g`,
    [EXTRA_ORGANIZATIONS],
  )
  const { rows } = await pool.query(
    `with org as (select id from organizations where identity = $1),
     own as (select row_number() over (order by op.id) as n, pl.city, pl.state, pl.postal_code, pl.latitude, pl.longitude, pl.timezone
             from organization_places op join places pl on pl.id = op.place_id where op.organization_id = (select id from org)),
     missing as (select greatest(0, $2::int - (select count(*) from own))::int as n),
     new_places as (
       insert into places (identity, street, city, state, postal_code, latitude, longitude, timezone, phone)
       select 'BQ' || lpad(g::text, 10, '0'), (100 + g % 9800) || ' Bench Street', s.city, s.state, s.postal_code,
         s.latitude + ((g * 37) % 101 - 50) * 0.0004, s.longitude + ((g * 53) % 101 - 50) * 0.0005, s.timezone, '555-01' || lpad((g % 100)::text, 2, '0')
       from generate_series(1, (select n from missing)) g join own s on s.n = 1 + g % (select count(*) from own)
       returning id, identity
     )
     insert into organization_places (identity, organization_id, place_id, name, store_number, relationship_type_id, is_active, match_score, georectified)
     select 'BR' || substr(p.identity, 3), (select id from org), p.id, 'Bench store ' || substr(p.identity, 9), 'B' || substr(p.identity, 7),
       1 + (substr(p.identity, 12)::int % 2), substr(p.identity, 12) <> '7', 0.9, true
     from new_places p
     returning id`,
    [ORGANIZATION, PLACES],
  )
  await pool.query(`analyze`)
  const total = await pool.query(
    `select count(*)::int as n from organization_places op join organizations o on o.id = op.organization_id where o.identity = $1`,
    [ORGANIZATION],
  )
  const organizations = await pool.query(`select count(*)::int as n from organizations`)
  console.log(
    `  generated ${EXTRA_ORGANIZATIONS.toLocaleString('en-US')} organizations and ${rows.length.toLocaleString('en-US')} stores of ${ORGANIZATION} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return { places: Number(total.rows[0].n), organizations: Number(organizations.rows[0].n) }
}

/** The list page's rows (same columns and counts as the module returns), one plain statement. */
const BARE_ORGANIZATION_COLUMNS = `
  select o.id, o.identity, o.name, o.display_name, o.alternative_names, o.organization_type_id, ot.name as organization_type,
    o.business_type, o.mobee_company, p.identity as parent_identity, p.name as parent_name,
    (select count(*) from organizations c where c.parent_id = o.id)::int as num_children,
    (select count(*) from organization_places op where op.organization_id = o.id)::int as num_places
  from organizations o join organization_types ot on ot.id = o.organization_type_id left join organizations p on p.id = o.parent_id`
const BARE_LIST_SQL = `${BARE_ORGANIZATION_COLUMNS} order by lower(o.name), o.id limit 10`
const BARE_ORGANIZATION_SQL = `${BARE_ORGANIZATION_COLUMNS} where o.identity = $1`

/** The detail page's places (same columns, the pin counts of its stores by a plain group by), one plain statement. */
const BARE_PLACES_SQL = `
  select op.identity, op.name, op.store_number, pl.identity as place_identity, pl.street, pl.city, pl.state, pl.postal_code, pl.country,
    pl.phone, pl.timezone, op.match_score, op.georectified, op.is_active, op.relationship_type_id, rt.name as relationship_type,
    pl.latitude, pl.longitude, coalesce(pc.pin_count, 0) as pin_count, coalesce(pc.active_pin_count, 0) as active_pin_count,
    o.identity as organization_identity, o.name as organization_name
  from organizations o
  join organization_places op on op.organization_id = o.id
  join places pl on pl.id = op.place_id
  left join relationship_types rt on rt.id = op.relationship_type_id
  left join (
    select pn.organization_place_id, count(*)::int as pin_count,
      (count(*) filter (where pn.is_running and m.is_active and not m.is_deleted and m.state not in ('FINISHED', 'CLOSED')))::int as active_pin_count
    from pins pn join missions m on m.id = pn.mission_id join organization_places sel on sel.id = pn.organization_place_id
    where sel.organization_id = (select id from organizations where identity = $1) group by 1
  ) pc on pc.organization_place_id = op.id
  where o.identity = $1
  order by op.store_number nulls last, op.name, op.id`

const row = (label: string, f: LoadFigures) =>
  console.log(`  ${label.padEnd(44)} ${f.perSecond.toFixed(1).padStart(6)} loads/s  p50 ${ms(f.p50).padStart(10)}  p95 ${ms(f.p95).padStart(10)}`)

const results: string[] = []
async function main(): Promise<void> {
  await forEachSeededDatabase(kinds, async (database) => {
    const { kind } = database
    const generated = await generateData(database.handle.pool)
    const server = await serveBench(database, {
      runJobs: false,
      extraRoutes(app, runtime) {
        const { pool } = runtime.deps
        app.get('/api/bench/organizations', async () => {
          const [rows, total] = await Promise.all([pool.query(BARE_LIST_SQL), pool.query(`select count(*)::int as total from organizations`)])
          return { organizations: rows.rows, total: total.rows[0].total }
        })
        app.get('/api/bench/business_types', async () => ({
          business_types: (await pool.query(`select distinct business_type from organizations where business_type is not null order by 1`)).rows,
        }))
        app.get('/api/bench/organization', async () => ({ organization: (await pool.query(BARE_ORGANIZATION_SQL, [ORGANIZATION])).rows[0] }))
        app.get('/api/bench/organization_places', async () => ({ organization_places: (await pool.query(BARE_PLACES_SQL, [ORGANIZATION])).rows }))
      },
    })
    try {
      const api = `${server.baseUrl}/api`
      const get = (path: string) => getJson(`${api}${path}`, server.token)
      // Check that the real and the bare routes return the same rows before timing them.
      const [list, bareList, places, barePlaces] = await Promise.all([
        get('/organizations?page=1&limit=10'),
        get('/bench/organizations'),
        get(`/organizations/${ORGANIZATION}/organization_places.json`),
        get('/bench/organization_places'),
      ])
      const sameList =
        JSON.stringify(list.organizations.map((o: any) => [o.identity, o.num_places])) ===
        JSON.stringify(bareList.organizations.map((o: any) => [o.identity, o.num_places]))
      const samePlaces =
        JSON.stringify(places.organization_places.map((p: any) => [p.identity, p.pin_count, p.active_pin_count])) ===
        JSON.stringify(barePlaces.organization_places.map((p: any) => [p.identity, p.pin_count, p.active_pin_count]))
      console.log(
        `  ${generated.organizations.toLocaleString('en-US')} organizations; ${ORGANIZATION} has ${generated.places.toLocaleString('en-US')} places; ` +
          `real and bare rows ${sameList && samePlaces ? 'match' : 'DIFFER'} (list ${list.organizations.length}, places ${places.organization_places.length})`,
      )

      const pages = [
        {
          name: 'organizations list',
          perClient: LIST_PER_CLIENT,
          page: () => Promise.all([get('/organizations?page=1&limit=10'), get('/organizations/business_types.json')]),
          bare: () => Promise.all([get('/bench/organizations'), get('/bench/business_types')]),
        },
        {
          name: `organization with ${generated.places.toLocaleString('en-US')} places`,
          perClient: DETAIL_PER_CLIENT,
          page: () => Promise.all([get(`/organizations/${ORGANIZATION}.json`), get(`/organizations/${ORGANIZATION}/organization_places.json`)]),
          bare: () => Promise.all([get('/bench/organization'), get('/bench/organization_places')]),
        },
      ]
      for (const page of pages) {
        await load(4, 2, () => page.page().then(() => undefined))
        await load(4, 2, () => page.bare().then(() => undefined))
        const bareRuns = [await loadRun(CLIENTS, page.perClient, page.bare)]
        const pageRuns = [await loadRun(CLIENTS, page.perClient, page.page), await loadRun(CLIENTS, page.perClient, page.page)]
        bareRuns.push(await loadRun(CLIENTS, page.perClient, page.bare))
        const baseline = loadFigures(bareRuns)
        const measured = loadFigures(pageRuns)
        console.log(`${page.name}, ${CLIENTS} concurrent clients, ${measured.requests} page loads each (2 calls per load)`)
        row('bare routes (same calls, plain SQL)', baseline)
        row('page load (the real API calls)', measured)
        const ratio = measured.p95 / baseline.p95
        const line = `${kind}: ${page.name}: p95 ${ms(measured.p95)} vs bare ${ms(baseline.p95)}, ratio ${ratio.toFixed(2)}x (goal <= ${RATIO_GOAL}x) ${verdict(ratio <= RATIO_GOAL)}`
        console.log(`  ${line}`)
        results.push(line)
      }
    } finally {
      await server.close()
    }
  })
  console.log(`\nOrganizations page loads, ${CLIENTS} concurrent clients on 127.0.0.1`)
  for (const line of results) console.log(`  ${line}`)
}

// Exit explicitly: a client left waiting on a lost answer must not keep the process alive.
await main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
