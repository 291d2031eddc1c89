// Coverage Data Export at scale (issues 6 and 37): what a user waits for, request to report done
// through the API and the job queue (POST /api/coverage_reports, the durable job in this process,
// polling the report's status as the console does), beside the same report computed by the code
// directly (no HTTP, no queue) and by one bare SQL statement (the radius tests in PostgreSQL
// through the spatial indexes, as the report ran until issue 37), on the same data in the same run.
//   10k: the 10,000-pin demo mission, +100,000 places and +1,000,000 responses (PostgreSQL, PGlite);
//   100k: the 100,000-pin scale mission of `npm run seed:scale` (1,000,000 places, 5,000,000 responses; PostgreSQL).
// Goals: report <= 5 s (10k, both databases), <= 20 s (100k, PostgreSQL). The bare statement takes
// minutes at these sizes, so it runs over an evenly spread sample of pins and is scaled up (printed
// so); its rows must equal the report's for those pins. Also printed: the progress the report's
// status showed while it ran, and this process's (the API's) resident memory before and at peak.
// BENCH_DATABASES=PostgreSQL (or PGlite) runs one kind; COVERAGE_BENCH_SCENARIOS=10k (or 100k) one scenario;
// SCALE_DATABASE_URL names a database holding the scale data for 100k (mission-page-scale.bench.ts's).
// COVERAGE_BENCH_SHOTS=1 also saves the finished report as the console shows it (its Recent Reports
// say how long it took) to e2e/.screens/coverage-<scenario>-<database>.png; needs `npm run build`.
import os from 'node:os'
import type pg from 'pg'
import { addYears, toWireDate } from '@mc/domain'
import { milesToMetres } from '@mc/domain/coverage/coverage.rules'
import type { CoverageReportRow } from '@mc/domain/coverage/coverage-report.types'
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { FULL_SCALE, SCALE_MISSION, seedScaleData } from '../src/db/seed/scale'
import { buildCoverageReport, toRow } from '../src/modules/coverage/coverage.report'
import { radiusBox } from '../src/modules/coverage/coverage.repository'
import { getJson, forEachSeededDatabase, serveBench, type BenchDatabase, type BenchServer, type DatabaseKind } from './seeded-database.bench-helper'
import { openScaleDatabase } from './scale-database.bench-helper'
import { postJson } from './timing.bench-helper'
import { generateCoverageData } from './coverage-data.bench-helper'
import { screenshotConsole } from './console-screenshot.bench-helper'

const RADIUS_MILES = 10
const REPORT_TIMEOUT_MS = 15 * 60_000
const POLL_TIMEOUT_MS = 60_000
const POLL_EVERY_MS = 250
/** Pins the bare statement runs over, evenly spread over the mission. */
const BARE_SAMPLE = 1_000
const endDate = toWireDate(new Date())
const startDate = addYears(endDate, -1)

interface Scenario {
  name: '10k' | '100k'
  title: string
  kinds: DatabaseKind[]
  mission: string
  goalMs: number
  prepare(pool: pg.Pool): Promise<unknown>
}

const SCENARIOS: Scenario[] = [
  {
    name: '10k',
    title: '10,000-pin mission, +100,000 places, +1,000,000 responses',
    kinds: ['PostgreSQL', 'PGlite'],
    mission: DEMO_IDENTITIES.missions.scale,
    goalMs: 5_000,
    prepare: (pool) => generateCoverageData(pool, 100_000, 1_000_000),
  },
  {
    name: '100k',
    title: '100,000-pin mission, 1,000,000 places, 5,000,000 responses (npm run seed:scale)',
    kinds: ['PostgreSQL'],
    mission: SCALE_MISSION,
    goalMs: 20_000,
    prepare: async (pool) => {
      const started = performance.now()
      await seedScaleData(pool, FULL_SCALE, (line) => console.log(line))
      console.log(`  scale data seeded in ${seconds(performance.now() - started)}`)
    },
  },
]
const onlyScenarios = process.env.COVERAGE_BENCH_SCENARIOS?.split(',')

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')

/**
 * The report's rows for the given pins in one statement, written by hand from
 * docs/domain/coverage.md: the range's responses aggregated per bee in SQL, then per pin the radius
 * tests (GiST box, then the exact great-circle test) against bees, places and pins.
 * $1 pin ids, $2 radius in metres, $3..$4 the range, $5 the mission.
 */
const BARE_SQL = `
  with active_missions as materialized (
    select id from missions
    where id <> $5 and is_active and not is_deleted and state not in ('FINISHED', 'CLOSED') and start_date <= $4::date and end_date >= $3::date
  ),
  work as materialized (
    select bee_id,
      count(*) filter (where state = 'approved') as approved, count(*) filter (where state = 'pending') as pending,
      count(*) filter (where state = 'started') as started, count(*) filter (where state = 'refused') as refused,
      count(*) filter (where state = 'suppressed') as suppressed, count(*) filter (where state = 'abandoned') as abandoned
    from responses where started_at >= $3::date and started_at < $4::date + 1 group by bee_id
  ),
  target as (
    select pn.id, pn.identity as pin_identity, op.identity as org_place_identity, op.place_id, op.name as store_name,
      o.name as organization, op.store_number, pl.street, pl.city, pl.state, pl.postal_code, pl.location_approximate, pn.latitude, pn.longitude,
      ll_to_earth(pn.latitude, pn.longitude) as e,
      cos(radians(pn.latitude)) as cos_lat, sin(radians(pn.latitude)) as sin_lat, radians(pn.longitude) as lng_rad,
      ${radiusBox('pn.latitude', 'pn.longitude', '$2')} as box
    from pins pn
    join organization_places op on op.id = pn.organization_place_id
    join organizations o on o.id = op.organization_id
    join places pl on pl.id = op.place_id
    where pn.id = any($1::bigint[]) and pn.latitude is not null and pn.longitude is not null
  )
  select t.pin_identity, t.org_place_identity, t.store_name, t.organization, t.store_number, t.street, t.city, t.state, t.postal_code,
    t.location_approximate, t.latitude, t.longitude,
    coalesce(bw.active_bees, 0)::int as active_bees, coalesce(bw.approved, 0)::int as approved, coalesce(bw.pending, 0)::int as pending,
    coalesce(bw.started, 0)::int as started, coalesce(bw.refused, 0)::int as refused, coalesce(bw.suppressed, 0)::int as suppressed,
    coalesce(bw.abandoned, 0)::int as abandoned,
    (select count(*) from places p where earth_box(t.e, $2) @> ll_to_earth(p.latitude, p.longitude)
      and t.cos_lat * cos(radians(p.latitude)) * cos(radians(p.longitude) - t.lng_rad) + t.sin_lat * sin(radians(p.latitude)) >= cos($2 / earth())
      and p.id <> t.place_id)::int as other_stores,
    (select count(*) from pins o where point(o.longitude, o.latitude) <@ t.box
      and t.cos_lat * cos(radians(o.latitude)) * cos(radians(o.longitude) - t.lng_rad) + t.sin_lat * sin(radians(o.latitude)) >= cos($2 / earth())
      and o.is_running and o.mission_id in (select id from active_missions))::int as active_pins,
    (select earth_distance(t.e, ll_to_earth(b.home_latitude, b.home_longitude)) from bees b
      where b.is_active and b.home_latitude is not null and b.home_longitude is not null
      order by ll_to_earth(b.home_latitude, b.home_longitude) <-> t.e limit 1) as nearest_bee_metres
  from target t
  left join lateral (
    select count(*) as active_bees, sum(w.approved) as approved, sum(w.pending) as pending, sum(w.started) as started,
      sum(w.refused) as refused, sum(w.suppressed) as suppressed, sum(w.abandoned) as abandoned
    from bees b join work w on w.bee_id = b.id
    where b.is_active and earth_box(t.e, $2) @> ll_to_earth(b.home_latitude, b.home_longitude)
      and t.cos_lat * cos(radians(b.home_latitude)) * cos(radians(b.home_longitude) - t.lng_rad) + t.sin_lat * sin(radians(b.home_latitude)) >= cos($2 / earth())
  ) bw on true
  order by t.id`

/** The bare statement over a sample of the mission's pins: its time, scaled to every pin, and its rows. */
async function bareSample(pool: pg.Pool, missionId: number): Promise<{ ms: number; estimatedMs: number; sampled: number; rows: CoverageReportRow[] }> {
  const { rows: pins } = await pool.query<{ id: string }>(`select id from pins where mission_id = $1 and latitude is not null order by id`, [missionId])
  const step = Math.max(1, Math.floor(pins.length / BARE_SAMPLE))
  const sample = pins.filter((_, i) => i % step === 0).map((pin) => pin.id)
  const started = performance.now()
  const { rows } = await pool.query(BARE_SQL, [sample, milesToMetres(RADIUS_MILES), startDate, endDate, missionId])
  const ms = performance.now() - started
  return { ms, estimatedMs: (ms * pins.length) / sample.length, sampled: sample.length, rows: rows.map(toRow) }
}

/** Polls without end on a lost answer: a poll unanswered for a minute is reported, then sent again. */
async function pollReport(url: string, token: string): Promise<any> {
  try {
    return (await getJson(url, token, POLL_TIMEOUT_MS)).coverage_report
  } catch (error) {
    if ((error as Error).name !== 'TimeoutError') throw error
    console.log(`  WARNING: a GET of the report got no answer in ${seconds(POLL_TIMEOUT_MS)}; asking again (the time keeps running)`)
    return { status: 'STALLED' }
  }
}

/** The report as the user gets it: POST, then the status polled until DONE; the progress seen on the way. */
async function reportThroughApi(
  server: BenchServer,
  mission: string,
): Promise<{ identity: string; ms: number; rows: CoverageReportRow[]; summary: any; progress: number[] }> {
  const started = performance.now()
  const queued = (await postJson(`${server.baseUrl}/api/coverage_reports`, server.token, {
    coverage_report: { missionIdentity: mission, radiusMiles: RADIUS_MILES, startDate, endDate },
  })) as { coverage_report: { identity: string } }
  const url = `${server.baseUrl}/api/coverage_reports/${queued.coverage_report.identity}.json`
  const progress: number[] = []
  for (;;) {
    const report = await pollReport(url, server.token)
    if (report.status === 'RUNNING' && progress.at(-1) !== report.progress) progress.push(report.progress)
    if (report.status === 'DONE')
      return { identity: queued.coverage_report.identity, ms: performance.now() - started, rows: report.rows, summary: report.summary, progress }
    if (report.status === 'FAILED') throw new Error(`the coverage report failed: ${report.error}`)
    if (performance.now() - started > REPORT_TIMEOUT_MS) throw new Error('the coverage report did not finish in time')
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS))
  }
}

/** The highest resident memory of this process while `work` runs (sampled every 50 ms). */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  const before = process.memoryUsage().rss
  let peak = before
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  try {
    const result = await work()
    return { result, before, peak: Math.max(peak, process.memoryUsage().rss) }
  } finally {
    clearInterval(timer)
  }
}

/** Rows compared by value: the API's come back from jsonb, which orders an object's keys its own way. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value
const sameRows = (a: CoverageReportRow[], b: CoverageReportRow[]) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))

const results: string[] = []
/**
 * The scenario's databases: for 100k, the scale database SCALE_DATABASE_URL names when given
 * (seeded once, reused: the seed alone takes minutes), else a fresh one of each kind.
 */
async function databasesFor(scenario: Scenario, work: (database: BenchDatabase) => Promise<void>): Promise<void> {
  if (scenario.name !== '100k' || !process.env.SCALE_DATABASE_URL) return forEachSeededDatabase(scenario.kinds, work)
  console.log('\nPostgreSQL (SCALE_DATABASE_URL)')
  const database = await openScaleDatabase()
  try {
    await work(database)
  } finally {
    await database.close()
  }
}

async function main(): Promise<void> {
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} at the start`,
  )
  for (const scenario of SCENARIOS.filter((s) => !onlyScenarios || onlyScenarios.includes(s.name))) {
    console.log(`\n━ ${scenario.title}`)
    await databasesFor(scenario, async (database) => {
      const { kind } = database
      const pool = database.handle.pool
      await scenario.prepare(pool)
      const { rows } = await pool.query(`select id from missions where identity = $1`, [scenario.mission])
      const missionId = Number(rows[0].id)
      const server = await serveBench(database, { runJobs: true })
      try {
        const load = os.loadavg()[0]!.toFixed(2)
        const api = await peakMemory(() => reportThroughApi(server, scenario.mission))
        const report = api.result
        console.log(
          `  report (API + queue)     ${seconds(report.ms).padStart(9)}   ${report.summary.pins.toLocaleString('en-US')} pins, levels ${JSON.stringify(report.summary.levels)}`,
        )
        console.log(`  progress the status showed: ${report.progress.join(', ') || '(none between polls)'}`)
        console.log(`  API process memory: ${mib(api.before)} before, ${mib(api.peak)} at peak`)
        if (process.env.COVERAGE_BENCH_SHOTS) {
          const shot = `coverage-${scenario.name}-${kind === 'PostgreSQL' ? 'postgres' : 'embedded'}`
          console.log(`  screenshot: ${await screenshotConsole(server.baseUrl, `/coverage?report=${report.identity}`, 'Median active bees per pin', shot)}`)
        }
        const directStarted = performance.now()
        const direct = await buildCoverageReport(pool, { missionId, radiusMiles: RADIUS_MILES, startDate, endDate }, async () => {})
        const directMs = performance.now() - directStarted
        console.log(`  same code, called directly ${seconds(directMs).padStart(7)}   rows ${sameRows(direct.rows, report.rows) ? 'equal' : 'DIFFERENT'}`)
        const bare = await bareSample(pool, missionId)
        const byPin = new Map(report.rows.map((row) => [row.pinIdentity, row]))
        const differing = bare.rows.filter((row) => !sameRows([row], [byPin.get(row.pinIdentity)!])).length
        console.log(
          `  bare SQL, one statement  ${seconds(bare.estimatedMs).padStart(9)}   estimated: ${seconds(bare.ms)} for ${bare.sampled.toLocaleString('en-US')} pins, scaled; rows ${differing ? `DIFFERENT for ${differing} pins` : 'equal to the report'}`,
        )
        const line = `${scenario.name} ${kind}: report ${seconds(report.ms)} (goal <= ${seconds(scenario.goalMs)}) ${verdict(report.ms <= scenario.goalMs)}; bare SQL ~${seconds(bare.estimatedMs)} (${(bare.estimatedMs / report.ms).toFixed(1)}x the report); direct ${seconds(directMs)}; API memory peak ${mib(api.peak)} (${mib(api.before)} before); load average ${load}`
        console.log(`  ${line}`)
        results.push(line)
      } finally {
        await server.close()
      }
    })
  }
  console.log(
    `\nCoverage report at ${RADIUS_MILES} miles, ${startDate} to ${endDate}; load average now ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
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
