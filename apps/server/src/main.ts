import './ops/check-runtime'
import { loadConfig } from './config'
import { startRuntime } from './bootstrap'
import { buildApp } from './app'
import { DataDirInUseError } from './db/embedded/data-dir-lock'
import { demoAccountsText } from './db/seed/seed-on-start'
import { refuseDemoAccountsInProduction } from './auth/embedded-provider/demo-accounts-guard'
import { exitInOrder } from './ops/shutdown'
import { baseMapData } from './modules/map-tiles/base-map-data'
import { startTracing } from './ops/tracing/tracing'

const config = loadConfig()
// OpenTelemetry only when OTEL_EXPORTER_OTLP_ENDPOINT is set (its SDK is not even loaded otherwise).
await startTracing(config)
const runtime = await startRuntime(config, { runJobs: config.runJobsInProcess, seed: config.seedOnStart }).catch((error: unknown) => {
  // Start-up problems a person can fix (a busy data folder, a bad DATABASE_URL): say it plainly.
  console.error(`Mission Control could not start: ${error instanceof DataDirInUseError ? error.message : String(error)}`)
  process.exit(1)
})
// After seeding, so demo accounts a first start just created are refused too.
await refuseDemoAccountsInProduction(config, runtime.deps.pool).catch(async (error: unknown) => {
  console.error(`Mission Control could not start: ${error instanceof Error ? error.message : String(error)}`)
  await runtime.stop()
  process.exit(1)
})
const embeddedIdentity = !config.oidc.issuer
const app = await buildApp(runtime.deps, {
  demoHint: embeddedIdentity && config.nodeEnv !== 'production' ? `Demo: ${demoAccountsText()}` : undefined,
})
await app.listen({ port: config.port, host: config.host })

// Stopping in order is armed before the process says it runs: a supervisor may send SIGTERM the moment it reads that.
exitInOrder({ name: 'Mission Control', runtime, app })

console.log(`\nMission Control is running at ${config.publicUrl}`)
console.log(`Database: ${runtime.handle.embedded ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`)
if (embeddedIdentity) console.log(`Demo sign-in accounts: ${demoAccountsText()}\n`)

// The offline base map's data takes about a second to read: read it now, not when the first map is opened.
if (config.mapTileUrl.startsWith('/tiles/')) setImmediate(() => baseMapData())
