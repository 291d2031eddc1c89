// What a user waits for when uploading a store list: the createMissionDeployTemplate mutation over
// HTTP, through the job queue, until the list is PROCESSED, in the running server (src/main.ts as a
// child process, workers as their own processes), on the embedded database and on PostgreSQL.
// Printed beside the in-process pipeline figure of the same database (the gap is the queue, the
// HTTP body and the process boundary), and with the console's own call (GetMissionPins page 1 of
// the 10,000-pin demo mission) timed idle and while the list processes.
// Goals (issue 11): end to end >= 3,000 rows/s on PostgreSQL, >= 1,500 embedded; two workers >= 1.5x
// one on PostgreSQL; console p95 while processing <= 3x idle on both.
// STORE_LIST_E2E_ROWS sets the list's size (default 50,000); STORE_LIST_E2E_DATABASES=embedded (or
// postgres) runs one database only. STORE_LIST_E2E_DIRECTORY=1000000 (issue 37) then uploads a
// second list of the same shape into a directory grown to that many places around its chain, and
// prints its time against the first list's (goal <= 1.5x).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { loadConfig } from '../src/config'
import { connect, type DatabaseHandle } from '../src/db/connection'
import { attachToEmbeddedDatabase } from '../src/db/embedded/start-embedded'
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { createOfflineAddressNormalizer } from '../src/integrations/address-normalizer'
import { createCentroidGeocoder } from '../src/integrations/geocoder'
import { fillMissingStreetKeys } from '../src/integrations/store-matcher'
import { processStoreList } from '../src/modules/store-lists/processing/store-list-processor'
import { EMBEDDED_BATCH_SIZE, EMBEDDED_TRANSACTION_MS } from '../src/modules/store-lists/store-lists.jobs'
import { createLoadScenario, loadOutcome, loadUploadRows, type LoadScenario } from '../src/modules/store-lists/test/store-list-load'
import { startChildServer, type ChildServer } from '../src/ops/child-server.test-helper'
import { ADMIN_EMAIL } from '../src/test/test-server'
import { mintToken } from '../src/test/tokens'
import { startThrowawayPostgres } from '../../../scripts/throwaway-postgres.mjs'
import { cpuMeter, cpuSeconds } from './cpu-time.bench-helper'
import { sampleBackgroundWaits } from './pg-waits.bench-helper'
import { growDirectoryAroundChain } from './directory.bench-helper'

const ROWS = Number(process.env.STORE_LIST_E2E_ROWS ?? 50_000)
const DATABASES = process.env.STORE_LIST_E2E_DATABASES ?? 'embedded,postgres'
const IDLE_CALLS = 150
const DIRECTORY = Number(process.env.STORE_LIST_E2E_DIRECTORY ?? 0)
const PINS_QUERY = `query GetMissionPins($identity: String!) { missionPins(identity: $identity, page: 1, limit: 25) { total items { identity isCapped } } }`
const rate = (ms: number) => Math.round(ROWS / (ms / 1000))
const fmt = (n: number) => n.toLocaleString('en-US')
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

interface Cluster {
  api: ChildServer
  workers: ChildServer[]
  handle: DatabaseHandle
  token: string
  env: Record<string, string>
  stop(): Promise<void>
}

/** The API (and `workers` worker processes when given; else it runs the jobs itself) on one database. */
async function startCluster(databaseUrl: string | undefined, workerCount: number): Promise<Cluster> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-e2e-'))
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_ON_START: 'true',
    RUN_JOBS_IN_PROCESS: workerCount === 0 ? 'true' : 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }
  const api = await startChildServer(env)
  const url = databaseUrl ?? attachToEmbeddedDatabase(path.join(dataDir, 'pglite'))!
  const handle = connect(url, !databaseUrl, 4)
  const workers = await Promise.all(Array.from({ length: workerCount }, () => startChildServer(env, 'worker.ts')))
  const config = loadConfig({ ...process.env, PUBLIC_URL: `http://localhost:${api.port}` })
  const token = await mintToken(
    handle.pool,
    { issuer: `http://localhost:${api.port}/oidc`, audience: config.oidc.audience },
    { email: ADMIN_EMAIL, expiresInSeconds: 3600 },
  )
  return {
    api,
    workers,
    handle,
    token,
    env,
    async stop() {
      await handle.pool.end()
      for (const worker of workers) await worker.stop()
      await api.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function consoleCall(cluster: Cluster): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${cluster.api.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cluster.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: PINS_QUERY, variables: { identity: DEMO_IDENTITIES.missions.scale } }),
  })
  if (response.status !== 200) throw new Error(`GetMissionPins answered ${response.status}: ${await response.text()}`)
  await response.arrayBuffer()
  return performance.now() - started
}

/** Submits a list of ROWS rows through the API and times it to PROCESSED while console calls run one after another. */
async function uploadAndWait(cluster: Cluster, scenario: LoadScenario) {
  const { pool } = cluster.handle
  const names = (
    await pool.query<{ campaign: string; mission: string }>(
      `select c.identity as campaign, m.identity as mission from missions m join campaigns c on c.id = m.campaign_id where m.id = $1`,
      [scenario.missionId],
    )
  ).rows[0]!
  const body = JSON.stringify({
    query: 'mutation Create($input: CreateMissionDeployTemplateInput!) { createMissionDeployTemplate(input: $input) { identity } }',
    variables: { input: { name: 'bench.xlsx', campaignIdentity: names.campaign, rows: loadUploadRows(scenario, names.mission) } },
  })
  const started = performance.now()
  const response = await fetch(`${cluster.api.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cluster.token}`, 'content-type': 'application/json' },
    body,
  })
  const answer = (await response.json()) as { data?: { createMissionDeployTemplate: { identity: string } }; errors?: unknown }
  if (!answer.data) throw new Error(`createMissionDeployTemplate failed: ${JSON.stringify(answer.errors)}`)
  const acceptedMs = performance.now() - started
  const identity = answer.data.createMissionDeployTemplate.identity
  const template = (await pool.query<{ id: number }>(`select id from mission_deploy_templates where identity = $1`, [identity])).rows[0]!
  const list = { ...scenario, templateId: Number(template.id), templateIdentity: identity }

  let processed = false
  const busy: number[] = []
  const calls = callsUntil(cluster, busy, () => processed)
  while (
    (await pool.query<{ status: string }>(`select status from mission_deploy_templates where id = $1`, [list.templateId])).rows[0]!.status !== 'PROCESSED'
  ) {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const totalMs = performance.now() - started
  processed = true
  await calls
  const outcome = await loadOutcome(pool, list)
  return { acceptedMs, totalMs, busy, outcome }
}

/** Console calls one after another, 100 ms apart (a person paging), until `done`. */
async function callsUntil(cluster: Cluster, latencies: number[], done: () => boolean): Promise<void> {
  while (!done()) {
    latencies.push(await consoleCall(cluster))
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The same calls at the same pace with nothing processing. 150 of them: the p95 of a few dozen
 * calls is one or two slow answers, and the ratio would move with them.
 */
async function idleCalls(cluster: Cluster): Promise<number[]> {
  for (let i = 0; i < 5; i++) await consoleCall(cluster)
  const latencies: number[] = []
  await callsUntil(cluster, latencies, () => latencies.length >= IDLE_CALLS)
  return latencies
}

/** The in-process figure of the same database: processStoreList called directly on a list of the same shape. */
async function inProcessMs(handle: DatabaseHandle, embedded = false): Promise<number> {
  const scenario = await createLoadScenario(handle.pool, ROWS)
  await handle.pool.query('analyze')
  const started = performance.now()
  await processStoreList(handle.pool, scenario.templateId, {
    normalizer: createOfflineAddressNormalizer(),
    geocoder: createCentroidGeocoder(),
    ...(embedded ? { batchSize: EMBEDDED_BATCH_SIZE, transactionTargetMs: EMBEDDED_TRANSACTION_MS } : {}),
  })
  return performance.now() - started
}

function report(label: string, inProcess: number, run: Awaited<ReturnType<typeof uploadAndWait>>, idle: number[], goal: number) {
  const idleP95 = percentile(idle, 95)
  const busyP95 = percentile(run.busy, 95)
  console.log(`\n${label}: ${fmt(ROWS)} rows (${fmt(Math.round(ROWS * 0.8))} known stores, the rest new)`)
  console.log(`  in-process pipeline (processStoreList)      ${fmt(rate(inProcess)).padStart(7)} rows/s`)
  console.log(
    `  end to end (mutation -> queue -> PROCESSED) ${fmt(rate(run.totalMs)).padStart(7)} rows/s   (goal >= ${fmt(goal)}; mutation answered in ${(run.acceptedMs / 1000).toFixed(1)} s, PROCESSED after ${(run.totalMs / 1000).toFixed(1)} s)`,
  )
  console.log(
    `  console call GetMissionPins p50/p95: idle ${percentile(idle, 50).toFixed(0)}/${idleP95.toFixed(0)} ms, while processing ${percentile(run.busy, 50).toFixed(0)}/${busyP95.toFixed(0)} ms over ${run.busy.length} calls`,
  )
  console.log(`  ratio p95 while processing / idle: ${(busyP95 / idleP95).toFixed(2)}x (goal <= 3x)`)
  console.log(
    `  outcome: ${run.outcome.status}, ${fmt(run.outcome.pins)} pins, ${run.outcome.errors} errors, ${run.outcome.notFinal} not final, ${run.outcome.duplicateStores} duplicate stores`,
  )
}

/**
 * A second list of the same shape, uploaded after the directory grew to DIRECTORY places around its
 * chain (its postal codes, half of them its own stores): store matching must cost what the list
 * has, not what the directory holds.
 */
async function intoLargeDirectory(cluster: Cluster, first: Awaited<ReturnType<typeof uploadAndWait>>) {
  const { pool } = cluster.handle
  const places = async () => (await pool.query<{ n: number }>(`select count(*)::int as n from places`)).rows[0]!.n
  const before = await places()
  const scenario = await createLoadScenario(pool, ROWS, { withRows: false })
  const started = performance.now()
  await growDirectoryAroundChain(pool, scenario.organizationName, DIRECTORY)
  const grownMs = performance.now() - started
  // The app writes a place's street key, cores and city key with the place; rows put in by SQL (the
  // growth above, a bulk import) get them once, before the first match that reads them. That once is
  // not the list's matching, so it is timed on its own.
  const fillStarted = performance.now()
  const filled = await fillMissingStreetKeys(pool)
  const fillMs = performance.now() - fillStarted
  const run = await uploadAndWait(cluster, scenario)
  console.log(
    `  into a directory of ${fmt(await places())} places (grown in ${(grownMs / 1000).toFixed(0)} s, ${fmt(filled)} street keys filled once in ${(fillMs / 1000).toFixed(0)} s; the first list went into ${fmt(before)}): end to end ${fmt(rate(run.totalMs))} rows/s, ${(run.totalMs / 1000).toFixed(1)} s = ${(run.totalMs / first.totalMs).toFixed(2)}x the first list's time (goal <= 1.5x)`,
  )
  console.log(
    `    outcome: ${run.outcome.status}, ${fmt(run.outcome.pins)} pins, ${run.outcome.errors} errors, ${run.outcome.duplicateStores} duplicate stores`,
  )
}

/**
 * Where the CPU went during a PostgreSQL run: seconds of CPU per process group over the run's wall
 * time. When the cores are already full with one worker, a second one has nothing to run on.
 */
function cpuProfile(cluster: Cluster, postmasterPid: number) {
  const bench = () => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6
  const read = cpuMeter({
    api: () => cpuSeconds(cluster.api.child.pid!),
    workers: () => cluster.workers.reduce((sum, worker) => sum + cpuSeconds(worker.child.pid!), 0),
    postgres: () => cpuSeconds(postmasterPid, true),
    bench,
  })
  return (wallMs: number) => {
    const used = read()
    const total = Object.values(used).reduce((sum, seconds) => sum + seconds, 0)
    const parts = Object.entries(used).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
    return `CPU during the run: ${parts.join(', ')}; ${total.toFixed(1)} s in ${(wallMs / 1000).toFixed(1)} s = ${(total / (wallMs / 1000)).toFixed(2)} of ${os.cpus().length} cores busy`
  }
}

// Embedded: the server runs the jobs itself, in transactions of about EMBEDDED_TRANSACTION_MS.
if (DATABASES.includes('embedded')) {
  const cluster = await startCluster(undefined, 0)
  try {
    const idle = await idleCalls(cluster)
    const inProcess = await inProcessMs(cluster.handle, true)
    const scenario = await createLoadScenario(cluster.handle.pool, ROWS, { withRows: false })
    // CPU seconds are steadier than wall time on a shared machine: they show a change in the work itself.
    const hostPid = JSON.parse(fs.readFileSync(path.join(cluster.env.DATA_DIR!, 'pglite.lock'), 'utf8')).pid as number
    const cpu = cpuMeter({ 'API (HTTP and the job)': () => cpuSeconds(cluster.api.child.pid!), 'database host (PGlite)': () => cpuSeconds(hostPid) })
    const run = await uploadAndWait(cluster, scenario)
    const used = cpu()
    report('Embedded database (PGlite), jobs in the API process', inProcess, run, idle, 1_500)
    console.log(
      `  CPU during the run: ${Object.entries(used)
        .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s (${((seconds * 1e6) / ROWS).toFixed(0)} µs a row)`)
        .join(', ')}`,
    )
    if (DIRECTORY) await intoLargeDirectory(cluster, run)
  } finally {
    await cluster.stop()
  }
}

const postgres = DATABASES.includes('postgres') ? await startThrowawayPostgres() : undefined
if (!postgres) {
  if (DATABASES.includes('postgres')) console.log('\nPostgreSQL is not installed: PostgreSQL figures skipped.')
} else {
  try {
    const fresh = async (name: string) => {
      const admin = new pg.Client({ connectionString: postgres.url })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const url = new URL(postgres.url)
      url.pathname = `/${name}`
      return url.toString()
    }
    const oneWorker = await startCluster(await fresh('bench_e2e_one'), 1)
    let one: Awaited<ReturnType<typeof uploadAndWait>>
    try {
      const idle = await idleCalls(oneWorker)
      const inProcess = await inProcessMs(oneWorker.handle)
      const scenario = await createLoadScenario(oneWorker.handle.pool, ROWS, { withRows: false })
      const profile = cpuProfile(oneWorker, postgres.postmasterPid)
      const waits = sampleBackgroundWaits(oneWorker.handle.pool)
      one = await uploadAndWait(oneWorker, scenario)
      report('PostgreSQL, API + one worker process', inProcess, one, idle, 3_000)
      console.log(`  ${profile(one.totalMs)}`)
      console.log(`  ${await waits()}`)
      if (DIRECTORY) await intoLargeDirectory(oneWorker, one)
    } finally {
      await oneWorker.stop()
    }
    const twoWorkers = await startCluster(await fresh('bench_e2e_two'), 2)
    try {
      const scenario = await createLoadScenario(twoWorkers.handle.pool, ROWS, { withRows: false })
      const profile = cpuProfile(twoWorkers, postgres.postmasterPid)
      const waits = sampleBackgroundWaits(twoWorkers.handle.pool)
      const two = await uploadAndWait(twoWorkers, scenario)
      console.log(
        `\nPostgreSQL, API + two worker processes: end to end ${fmt(rate(two.totalMs))} rows/s, ${(one.totalMs / two.totalMs).toFixed(2)}x one worker (goal >= 1.5x; ${os.cpus().length} cores here)`,
      )
      // The mutation (reading and storing the list) is one request either way: the workers share what follows it.
      const afterMutation = (run: typeof two) => (run.totalMs - run.acceptedMs) / 1000
      console.log(
        `  from the mutation's answer to PROCESSED: ${afterMutation(one).toFixed(1)} s with one worker, ${afterMutation(two).toFixed(1)} s with two = ${(afterMutation(one) / afterMutation(two)).toFixed(2)}x (the mutation took ${(one.acceptedMs / 1000).toFixed(1)} / ${(two.acceptedMs / 1000).toFixed(1)} s)`,
      )
      console.log(`  outcome: ${two.outcome.status}, ${fmt(two.outcome.pins)} pins, ${two.outcome.duplicateStores} duplicate stores`)
      console.log(`  ${profile(two.totalMs)}`)
      console.log(`  ${await waits()}`)
    } finally {
      await twoWorkers.stop()
    }
  } finally {
    postgres.stop()
  }
}
