// Store list processing, 50,000 rows, offline normalizer and geocoder: rows per second on PGlite
// and PostgreSQL against a bare bulk insert of the same rows in the same run; then two worker
// processes against one on PostgreSQL. Goals: >= 2,000 rows/s (PGlite), >= 5,000 (PostgreSQL),
// two workers >= 1.6x one.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { connect, type DatabaseHandle } from '../src/db/connection'
import { runMigrations } from '../src/db/migrate'
import { startEmbeddedDatabase } from '../src/db/embedded/start-embedded'
import { createOfflineAddressNormalizer } from '../src/integrations/address-normalizer'
import { createCentroidGeocoder } from '../src/integrations/geocoder'
import { processStoreList } from '../src/modules/store-lists/processing/store-list-processor'
import { createLoadScenario, insertLoadRows, loadOutcome } from '../src/modules/store-lists/test/store-list-load'
import { startThrowawayPostgres } from '../../../scripts/throwaway-postgres.mjs'

const ROWS = Number(process.env.STORE_LIST_BENCH_ROWS ?? 50_000)
const services = { normalizer: createOfflineAddressNormalizer(), geocoder: createCentroidGeocoder() }
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const rate = (ms: number) => `${Math.round(ROWS / (ms / 1000)).toLocaleString('en-US')} rows/s`

async function pipeline(label: string, handle: DatabaseHandle, goal: number): Promise<void> {
  await runMigrations(handle)
  const scenario = await createLoadScenario(handle.pool, ROWS, { withRows: false })
  let started = performance.now()
  await insertLoadRows(handle.pool, scenario)
  const insertMs = performance.now() - started
  started = performance.now()
  await processStoreList(handle.pool, scenario.templateId, services)
  const processMs = performance.now() - started
  const outcome = await loadOutcome(handle.pool, scenario)
  console.log(`\n${label}: ${ROWS.toLocaleString('en-US')} rows (${scenario.known.toLocaleString('en-US')} known stores, the rest new)`)
  console.log(`  bare bulk insert        ${seconds(insertMs).padStart(9)}  ${rate(insertMs)}`)
  console.log(`  processing pipeline     ${seconds(processMs).padStart(9)}  ${rate(processMs)}   (goal >= ${goal.toLocaleString('en-US')} rows/s)`)
  console.log(`  ratio pipeline / insert ${(processMs / insertMs).toFixed(2)}x`)
  console.log(
    `  outcome: ${outcome.status}, ${outcome.pins} pins, ${outcome.errors} errors, ${outcome.notFinal} not final, ${outcome.duplicateStores} duplicate stores`,
  )
}

/** Starts `count` worker processes, waits until each is connected, then times them from "go" to their exit. */
async function runWorkers(url: string, templateId: number, count: number): Promise<number> {
  const helper = path.join(import.meta.dirname, 'store-list-worker.bench-helper.ts')
  const workers = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx', helper, url, String(templateId)], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] }),
  )
  await Promise.all(
    workers.map(
      (child) =>
        new Promise<void>((resolve, reject) => {
          child.once('message', () => resolve())
          child.once('exit', (code) => reject(new Error(`worker exited ${code} before it was ready`)))
        }),
    ),
  )
  const finished = workers.map(
    (child) =>
      new Promise<void>((resolve, reject) => {
        child.removeAllListeners('exit')
        child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited ${code}`))))
      }),
  )
  const started = performance.now()
  for (const child of workers) child.send('go')
  await Promise.all(finished)
  return performance.now() - started
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-sl-'))
const embedded = await startEmbeddedDatabase(path.join(dir, 'pglite'))
const lite = connect(embedded.url, true)
try {
  await pipeline('PGlite (embedded, through the socket)', lite, 2_000)
} finally {
  await lite.close()
  await embedded.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}

const postgres = await startThrowawayPostgres()
if (!postgres) {
  console.log('\nPostgreSQL is not installed: PostgreSQL figures skipped.')
} else {
  const handle = connect(postgres.url, false)
  try {
    await pipeline('PostgreSQL', handle, 5_000)
    const one = await createLoadScenario(handle.pool, ROWS)
    const two = await createLoadScenario(handle.pool, ROWS)
    // Both lists are written before either run: analyze now so neither run pays for the other's rows.
    await handle.pool.query('analyze')
    const oneMs = await runWorkers(postgres.url, one.templateId, 1)
    const twoMs = await runWorkers(postgres.url, two.templateId, 2)
    const outcome = await loadOutcome(handle.pool, two)
    console.log(`\nPostgreSQL, worker processes sharing one ${ROWS.toLocaleString('en-US')}-row list`)
    console.log(`  one worker   ${seconds(oneMs).padStart(9)}  ${rate(oneMs)}`)
    console.log(`  two workers  ${seconds(twoMs).padStart(9)}  ${rate(twoMs)}`)
    console.log(
      `  ratio two / one: ${(oneMs / twoMs).toFixed(2)}x (goal >= 1.6x); two-worker outcome ${outcome.status}, ${outcome.pins} pins, ${outcome.duplicateStores} duplicate stores`,
    )
  } finally {
    await handle.close()
    postgres.stop()
  }
}
