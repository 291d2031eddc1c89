// Mission pages at 100,000 pins (issue 37; docs/decisions/mission-pages-at-scale.md), on PostgreSQL,
// through the API (HTTP, auth, GraphQL: what the user waits for), each figure beside its baseline
// in the same run:
// 1. GetMissionPins page 1 and GetMissionDetails (the console's own documents) on the scale mission
//    MSCALE100KPN at 1 and 50 clients, beside the same calls on the 10,000-pin demo mission and an
//    index-only read of the scale mission's pins page (bare SQL and a bare HTTP route), as
//    mission-page.bench.ts does. Goal: p95 at 50 clients <= 250 ms.
// 2. The Pins tab's filters and search as the console sends them (a status filter, a running
//    filter, a group filter, a store-number search), and the Groups tab's capped and available
//    filters: their time, and an EXPLAIN (ANALYZE, BUFFERS)
//    summary of every statement the server ran for them (captured from its pool), flagged when a
//    statement reads pins by a sequential scan.
// 3. Bulk actions: ActionPinBulk on one console page of selected pins (MAX_BULK_PINS) and
//    ActionPinsMatching ("select all matching", every pin of the mission) pausing and resuming,
//    each beside a bare UPDATE of the same rows (goal <= 2x), then put back as seeded.
// 4. This process's resident memory (the API runs in it) before and at peak in each scenario.
//
// The scale data: SCALE_DATABASE_URL (or DATABASE_URL) names a PostgreSQL database holding it
// (`DATABASE_URL=... npm run seed:scale`, docs/OPERATIONS.md, "Scale data"); the bench migrates it
// (a no-op when current) and reuses it, leaving its pins as it found them. Without one it starts a
// throwaway PostgreSQL and seeds the full scale data into it first: ~11-12 minutes of both cores
// on this 2-core machine (128 s when it was quiet), then the bench (~7-8 minutes). Loopback only; bounded loops.
//   SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres npm run bench mission-page-scale
// BENCH_PARTS=2,3 runs only those parts (memory is printed in each), for a quicker look while tuning.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { MAX_BULK_PINS } from '@mc/domain'
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { SCALE_MISSION } from '../src/db/seed/scale'
import { openScaleDatabase } from './scale-database.bench-helper'
import type { PinFilter } from '../src/modules/mission-pins/pin-filter.sql'
import { setMatchingPinsRunning, setPinsRunning } from '../src/modules/mission-pins/pin-writes.repository'
import { insertUndoRecord, lockNamedPins, lockPinsMatching, undoFingerprint } from '../src/modules/missions/mission-undo.repository'
import { serverToday } from '../src/modules/server-today'
import { serveBench } from './seeded-database.bench-helper'
import { load, ms, postJson, type LoadFigures } from './timing.bench-helper'

const DEMO_MISSION = DEMO_IDENTITIES.missions.scale
const PARTS = (process.env.BENCH_PARTS ?? '1,2,3').split(',').map(Number)
const PAGE_SIZE = 10

const consoleDocument = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../web/src/features/missions', file), 'utf8')
const PINS_DOCUMENT = consoleDocument('pins/api/pins.graphql')
const DETAILS_DOCUMENT = consoleDocument('api/missions.graphql')
const GROUPS_DOCUMENT = consoleDocument('groups/api/groups.graphql')

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')
const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`
const loadAverage = () => os.loadavg()[0]!.toFixed(1)
const row = (text: string, figures: LoadFigures) =>
  console.log(`  ${text.padEnd(58)} ${figures.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}`)

/** The highest resident memory of this process (the API's) while `work` runs, sampled every 25 ms. */
async function peakMemory<T>(name: string, work: () => Promise<T>): Promise<T> {
  const before = process.memoryUsage().rss
  let peak = before
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25)
  try {
    return await work()
  } finally {
    clearInterval(timer)
    peak = Math.max(peak, process.memoryUsage().rss)
    console.log(`  [memory] ${name}: API process ${mib(before)} before, ${mib(peak)} at peak`)
  }
}

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Shared Hit Blocks'?: number
  'Shared Read Blocks'?: number
  Plans?: PlanNode[]
}

/** The scans of a plan, one short phrase each, and whether one reads pins sequentially. */
function planSummary(plan: { Plan: PlanNode; 'Execution Time': number }): { text: string; pinsSeqScan: boolean } {
  const scans: string[] = []
  let pinsSeqScan = false
  const walk = (node: PlanNode) => {
    if (node['Relation Name']) {
      const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)
      scans.push(`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ` ${node['Relation Name']}`} (${rows.toLocaleString('en-US')} rows)`)
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'pins') pinsSeqScan = true
    }
    for (const child of node.Plans ?? []) walk(child)
  }
  walk(plan.Plan)
  const buffers = `${((plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0)).toLocaleString('en-US')} buffers`
  return { text: `${plan['Execution Time'].toFixed(1)} ms, ${buffers}: ${scans.join('; ')}`, pinsSeqScan }
}

const database = await openScaleDatabase()
let captured: { text: string; values: unknown[] }[] | undefined
const server = await serveBench(database, {
  runJobs: false,
  extraRoutes: (app) => {
    app.get('/api/bench/pins-index-only', { config: { access: 'public' } }, async () => ({ ids: (await indexOnly(scaleMissionId)).rows.map((pin) => pin.id) }))
  },
})
const pool = server.runtime.deps.pool
// Every statement the API runs through its pool, while `captured` is set (for the plans).
const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
;(pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
  const first = args[0] as string | { text: string; values?: unknown[] }
  if (captured)
    captured.push(typeof first === 'string' ? { text: first, values: (args[1] as unknown[]) ?? [] } : { text: first.text, values: first.values ?? [] })
  return poolQuery(...args)
}
const indexOnly = (missionId: number) =>
  poolQuery(`select id from pins where mission_id = $1 order by sort_org_name, sort_store_number nulls last, id limit $2`, [missionId, PAGE_SIZE]) as Promise<
    pg.QueryResult<{ id: number }>
  >
let scaleMissionId = 0

const graphql = (query: string, operationName: string, variables: Record<string, unknown>) =>
  postJson(`${server.baseUrl}/api/graphql`, server.token, { query, operationName, variables }) as Promise<{ data: Record<string, any> }>
const pinsPage =
  (identity: string, filter: Record<string, unknown> = {}) =>
  () =>
    graphql(PINS_DOCUMENT, 'GetMissionPins', {
      identity,
      page: 1,
      limit: PAGE_SIZE,
      state: 'ALL',
      isRunning: 'ALL',
      deploymentGroupIdentities: [],
      ...filter,
    })
const details = (identity: string) => () => graphql(DETAILS_DOCUMENT, 'GetMissionDetails', { identity })
const groupsPage =
  (identity: string, filter: Record<string, unknown> = {}) =>
  () =>
    graphql(GROUPS_DOCUMENT, 'GetMissionDeploymentGroups', { identity, page: 1, limit: PAGE_SIZE, ...filter })

try {
  console.log(`\nPostgreSQL, load average ${loadAverage()} at the start`)
  scaleMissionId = ((await poolQuery(`select id from missions where identity = $1`, [SCALE_MISSION])) as pg.QueryResult<{ id: number }>).rows[0]!.id
  const pinsOf = async (missionId: number) =>
    ((await poolQuery(`select count(*)::int as n from pins where mission_id = $1`, [missionId])) as pg.QueryResult<{ n: number }>).rows[0]!.n
  console.log(`${SCALE_MISSION}: ${(await pinsOf(scaleMissionId)).toLocaleString('en-US')} pins`)

  if (PARTS.includes(1)) await missionPage()
  if (PARTS.includes(2)) await filtersAndSearch()
  if (PARTS.includes(3)) await bulkActions()
} finally {
  captured = undefined
  await server.close()
  await database.close()
}

/** 1. The mission page's two polled calls. */
async function missionPage() {
  const results: Record<string, { pins1: LoadFigures; details1: LoadFigures; pins50: LoadFigures; details50: LoadFigures }> = {}
  for (const mission of [DEMO_MISSION, SCALE_MISSION]) {
    const scale = mission === SCALE_MISSION
    results[mission] = await peakMemory(`mission page of ${mission}`, async () => {
      for (const warm of [pinsPage(mission), details(mission)]) await load(1, 10, warm)
      // Every pool connection opened and its named statements prepared, as on a server that has been serving.
      for (const warm of [pinsPage(mission), details(mission)]) await load(50, 2, warm)
      const pins1 = await load(1, 100, pinsPage(mission))
      const details1 = await load(1, 100, details(mission))
      const pins50 = await load(50, 8, pinsPage(mission))
      const details50 = await load(50, 8, details(mission))
      return { pins1, details1, pins50, details50 }
    })
    if (scale) console.log(`  (load average ${loadAverage()})`)
  }
  const indexOnlyHttp = async () => {
    const response = await fetch(`${server.baseUrl}/api/bench/pins-index-only`, { headers: { authorization: `Bearer ${server.token}` } })
    if (!response.ok) throw new Error(`index-only route: HTTP ${response.status}`)
    await response.arrayBuffer()
  }
  await load(1, 10, () => indexOnly(scaleMissionId))
  await load(1, 10, indexOnlyHttp)
  const baseline = await load(1, 200, () => indexOnly(scaleMissionId))
  const baselineHttp = await load(1, 200, indexOnlyHttp)
  const plan = (await poolQuery(
    `explain select id from pins where mission_id = ${scaleMissionId} order by sort_org_name, sort_store_number nulls last, id limit ${PAGE_SIZE}`,
  )) as pg.QueryResult<Record<string, string>>
  console.log(`\n1. Mission page, page of ${PAGE_SIZE}: ${SCALE_MISSION} (100,000 pins) beside ${DEMO_MISSION} (10,000 pins)`)
  console.log(`  index-only read plan: ${plan.rows.map((r) => r['QUERY PLAN']).join(' / ')}`)
  row(`index-only read of ${SCALE_MISSION} page 1 (bare SQL), 1 client`, baseline)
  row(`index-only read of ${SCALE_MISSION} page 1 (bare HTTP), 1 client`, baselineHttp)
  for (const mission of [DEMO_MISSION, SCALE_MISSION]) {
    const r = results[mission]!
    row(`GetMissionPins ${mission}, 1 client`, r.pins1)
    row(`GetMissionDetails ${mission}, 1 client`, r.details1)
    row(`GetMissionPins ${mission}, 50 clients`, r.pins50)
    row(`GetMissionDetails ${mission}, 50 clients`, r.details50)
  }
  const scale = results[SCALE_MISSION]!
  const demo = results[DEMO_MISSION]!
  console.log(
    `  p95 at 50 clients on ${SCALE_MISSION}: pins ${ms(scale.pins50.p95)} (demo ${ms(demo.pins50.p95)}), details ${ms(scale.details50.p95)} (demo ${ms(demo.details50.p95)}); goal <= 250 ms: ${verdict(Math.max(scale.pins50.p95, scale.details50.p95) <= 250)}`,
  )
  console.log(
    `  1 client, / index-only read over HTTP: pins ${(scale.pins1.perSecond / baselineHttp.perSecond).toFixed(2)}x, details ${(scale.details1.perSecond / baselineHttp.perSecond).toFixed(2)}x of its throughput`,
  )
}

/** 2. The Pins tab's filters and search. */
async function filtersAndSearch() {
  const group = (
    (await poolQuery(`select identity from deployment_groups where mission_id = $1 order by identity offset 1000 limit 1`, [
      scaleMissionId,
    ])) as pg.QueryResult<{
      identity: string
    }>
  ).rows[0]!.identity
  const store = (
    (await poolQuery(
      `select op.store_number from pins p join organization_places op on op.id = p.organization_place_id where p.mission_id = $1 order by p.id offset 50000 limit 1`,
      [scaleMissionId],
    )) as pg.QueryResult<{ store_number: string }>
  ).rows[0]!.store_number
  const pins = (filter: Record<string, unknown>) => ({ call: pinsPage(SCALE_MISSION, filter), list: 'missionPins' })
  const groups = (filter: Record<string, unknown>) => ({ call: groupsPage(SCALE_MISSION, filter), list: 'missionDeploymentGroups' })
  const filters: [string, { call: () => Promise<{ data: Record<string, any> }>; list: string }][] = [
    ['no filter (the polled page, for its plan)', pins({})],
    ['status filter: Available', pins({ state: 'AVAILABLE' })],
    ['status filter: Capped', pins({ state: 'CAPPED' })],
    ['running filter: Paused', pins({ isRunning: 'PAUSE' })],
    [`group filter: ${group}`, pins({ deploymentGroupIdentities: [group] })],
    [`store-number search: "${store}"`, pins({ search: store })],
    ['Groups tab, no filter', groups({})],
    ['Groups tab, Capped', groups({ isCapped: true })],
    ['Groups tab, Available', groups({ isAvailable: true })],
  ]
  console.log(`\n2. The Pins and Groups tabs' filters and search on ${SCALE_MISSION}, page 1 of ${PAGE_SIZE}, 1 client (load average ${loadAverage()})`)
  const seqScans: string[] = []
  await peakMemory('filters and search', async () => {
    for (const [name, { call, list }] of filters) {
      const answer = await call()
      const figures = await load(1, 5, call)
      row(`${name} (total ${answer.data[list].total.toLocaleString('en-US')})`, figures)
      captured = []
      await call()
      const statements = captured
      captured = undefined
      // The statements that read pins (not the auth lookups, nor the EXPLAIN a search runs to estimate its count).
      for (const statement of statements.filter((s) => /\bpins\b/.test(s.text) && !/^\s*explain\b/i.test(s.text))) {
        const explained = (await poolQuery(`explain (analyze, buffers, format json) ${statement.text}`, statement.values)) as pg.QueryResult<{
          'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }]
        }>
        const summary = planSummary(explained.rows[0]!['QUERY PLAN'][0])
        if (summary.pinsSeqScan) seqScans.push(name)
        console.log(`    plan${summary.pinsSeqScan ? ' (SEQUENTIAL SCAN OF PINS)' : ''}: ${summary.text}`)
      }
    }
  })
  console.log(`  ${seqScans.length === 0 ? 'every filter and search reads pins by index' : `pins read sequentially by: ${[...new Set(seqScans)].join(', ')}`}`)
}

/** 3. Bulk actions, each beside a bare UPDATE of the same rows. */
async function bulkActions() {
  // Each run leaves 100,000 dead row versions: the table is rewritten first and last, so every run
  // (and the next bench) starts from a table as compact as the seed left it.
  await poolQuery('vacuum full analyze pins')
  const paused = (
    (await poolQuery(`select id from pins where mission_id = $1 and not is_running`, [scaleMissionId])) as pg.QueryResult<{ id: number }>
  ).rows.map((r) => r.id)
  const restore = () =>
    poolQuery(`update pins set is_running = not (id = any($2::int[])) where mission_id = $1 and is_running = (id = any($2::int[]))`, [scaleMissionId, paused])
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    return performance.now() - started
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const RUNS = 3
  const selected = (
    (await poolQuery(`select identity from pins where mission_id = $1 and not is_test_pin order by sort_org_name, sort_store_number nulls last, id limit $2`, [
      scaleMissionId,
      MAX_BULK_PINS,
    ])) as pg.QueryResult<{ identity: string }>
  ).rows.map((r) => r.identity)
  const bulkDocument = consoleDocument('pins/api/pins.graphql')
  const filterAll = { missionIdentity: SCALE_MISSION, state: 'ALL', isRunning: 'ALL', deploymentGroupIdentities: [] }
  const bareAll = (running: boolean) => () =>
    poolQuery(`update pins set is_running = $2, updated_at = now() where mission_id = $1 and not is_test_pin`, [scaleMissionId, running])
  const bareSelected = (running: boolean) => () =>
    poolQuery(`update pins set is_running = $2, updated_at = now() where identity = any($1::text[]) and not is_test_pin`, [selected, running])
  const apiSelected = (action: string) => () => graphql(bulkDocument, 'ActionPinBulk', { pins: selected.map((identity) => ({ identity, action })) })
  const apiAll = (action: string) => () => graphql(bulkDocument, 'ActionPinsMatching', { filter: filterAll, action })
  console.log(`\n3. Bulk actions on ${SCALE_MISSION} (median of ${RUNS} runs each; the pins put back as seeded between runs)`)
  const scenarios: [string, number, () => () => Promise<unknown>, () => () => Promise<unknown>, boolean][] = [
    [
      `ActionPinBulk PAUSE, ${selected.length.toLocaleString('en-US')} selected pins`,
      selected.length,
      () => apiSelected('PAUSE'),
      () => bareSelected(false),
      false,
    ],
    [
      `ActionPinBulk RESUME, ${selected.length.toLocaleString('en-US')} selected pins`,
      selected.length,
      () => apiSelected('RESUME'),
      () => bareSelected(true),
      true,
    ],
    ['ActionPinsMatching PAUSE, select all matching', 0, () => apiAll('PAUSE'), () => bareAll(false), false],
    ['ActionPinsMatching RESUME, select all matching', 0, () => apiAll('RESUME'), () => bareAll(true), true],
  ]
  const apiMedians: number[] = []
  for (const [name, , api, bare, fromPaused] of scenarios) {
    await peakMemory(name, async () => {
      const apiTimes: number[] = []
      const bareTimes: number[] = []
      // A RESUME starts from every pin paused (what it undoes); each run starts from the same rows.
      const prepare = () => (fromPaused ? bareAll(false)() : Promise.resolve())
      for (let run = 0; run < RUNS; run++) {
        await prepare()
        bareTimes.push(await timed(bare()))
        await restore()
        await prepare()
        apiTimes.push(await timed(api()))
        await restore()
      }
      const ratio = median(apiTimes) / median(bareTimes)
      apiMedians.push(median(apiTimes))
      console.log(`  ${name}`)
      console.log(
        `    through the API ${ms(median(apiTimes)).padStart(10)}   bare UPDATE of the same rows ${ms(median(bareTimes)).padStart(10)}   ${ratio.toFixed(2)}x (goal <= 2x: ${verdict(ratio <= 2)})`,
      )
    })
  }
  const after = (
    (await poolQuery(`select count(*) filter (where not is_running)::int as n from pins where mission_id = $1`, [scaleMissionId])) as pg.QueryResult<{
      n: number
    }>
  ).rows[0]!.n
  console.log(`  afterwards ${after.toLocaleString('en-US')} pins paused, as seeded (${paused.length.toLocaleString('en-US')}); load average ${loadAverage()}`)
  if (after !== paused.length) throw new Error('the pins were not put back as seeded')
  await profileNamedPins(selected, apiMedians[0]!)
  await profileSelectAll()
  await poolQuery('vacuum full analyze pins')
}

/** One step of a profile: its result and how long it took. */
async function step<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const result = await work()
  return [result, performance.now() - started]
}

/**
 * Where ActionPinBulk on the named pins spends its time: its database steps (pins.service.ts) one by
 * one in a transaction rolled back; what the API's median took beyond them is the request itself
 * (HTTP, GraphQL reading 10,000 input objects, the input's checks, the audit row).
 */
async function profileNamedPins(selected: string[], apiMs: number) {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const [owners, lock] = await step(() => lockNamedPins(client, selected, 'updated'))
    const [, update] = await step(() =>
      setPinsRunning(
        client,
        owners.map((owner) => ({ id: owner.row.id, action: 'PAUSE' as const })),
      ),
    )
    const scope = { pinIds: owners.map((owner) => owner.row.id) }
    const [fingerprint, fingerprintMs] = await step(() => undoFingerprint(client, scope))
    const [, record] = await step(() =>
      insertUndoRecord(client, {
        missionId: scaleMissionId,
        actorEmail: 'bench@missioncontrol.test',
        action: 'actionPinBulk',
        summary: 'bench',
        previous: { updatedPins: owners.map((owner) => owner.row) },
        scope,
        fingerprint,
        expiresAt: new Date(Date.now() + 60_000),
      }),
    )
    await client.query('rollback')
    const steps = lock + update + fingerprintMs + record
    console.log(
      `  where ActionPinBulk PAUSE of ${selected.length.toLocaleString('en-US')} named pins goes (one run, rolled back): lock and read them with their missions ${ms(lock)}, UPDATE ${ms(update)}, undo fingerprint ${ms(fingerprintMs)}, undo record ${ms(record)}; the rest of the API's ${ms(apiMs)} (HTTP, GraphQL, the checks, the audit row) ~${ms(Math.max(0, apiMs - steps))}`,
    )
  } finally {
    await client.query('rollback').catch(() => undefined)
    client.release()
  }
}

/**
 * Where "select all matching" spends its time: the steps of actionPinsMatching (pins.service.ts)
 * one by one in a transaction rolled back, beside the bare UPDATE (also rolled back).
 */
async function profileSelectAll() {
  const client = await pool.connect()
  try {
    const filter: PinFilter = { state: 'ALL', isRunning: 'ALL', deploymentGroupIdentities: [] }
    const today = serverToday()
    await client.query('begin')
    const [before, lock] = await step(() => lockPinsMatching(client, scaleMissionId, today, filter, 'updated'))
    const [, update] = await step(() => setMatchingPinsRunning(client, scaleMissionId, today, filter, 'PAUSE'))
    const scope = { pinIds: before.map((pin) => pin.id) }
    const [fingerprint, fingerprintMs] = await step(() => undoFingerprint(client, scope))
    const [, record] = await step(() =>
      insertUndoRecord(client, {
        missionId: scaleMissionId,
        actorEmail: 'bench@missioncontrol.test',
        action: 'actionPinsMatching',
        summary: 'bench',
        previous: { updatedPins: before },
        scope,
        fingerprint,
        expiresAt: new Date(Date.now() + 60_000),
      }),
    )
    await client.query('rollback')
    await client.query('begin')
    const [, bare] = await step(() =>
      client.query(`update pins set is_running = false, updated_at = now() where mission_id = $1 and not is_test_pin`, [scaleMissionId]),
    )
    await client.query('rollback')
    console.log(
      `  where select-all PAUSE goes (one run, rolled back): lock and read the pins ${ms(lock)}, UPDATE ${ms(update)}, undo fingerprint ${ms(fingerprintMs)}, undo record ${ms(record)}; bare UPDATE ${ms(bare)}`,
    )
  } finally {
    await client.query('rollback').catch(() => undefined)
    client.release()
  }
}
