/** Second entry point: runs the durable jobs only, against the same database as the API. */
import './ops/check-runtime'
import { loadConfig } from './config'
import { startRuntime } from './bootstrap'
import { connect } from './db/connection'
import { attachToEmbeddedDatabase } from './db/embedded/start-embedded'
import path from 'node:path'
import { exitInOrder } from './ops/shutdown'
import { startWorkerOpsServer } from './ops/worker-ops-server'
import { startTracing } from './ops/tracing/tracing'

const config = loadConfig()
// Before the database is opened: its pool takes the traced client class (tracing on).
await startTracing(config)
const embeddedUrl = config.databaseUrl ? undefined : attachToEmbeddedDatabase(path.join(config.dataDir, 'pglite'))
if (!config.databaseUrl && !embeddedUrl) {
  console.error('No database: set DATABASE_URL, or start the server first so the worker can join its embedded database.')
  process.exit(1)
}
const handle = config.databaseUrl ? undefined : connect(embeddedUrl!, true)
const runtime = await startRuntime(config, { runJobs: true, ...(handle ? { handle } : {}) })
const ops = config.workerOpsPort === undefined ? undefined : await startWorkerOpsServer(runtime.deps, config.workerOpsPort)
// Armed before the ready line: a supervisor may send SIGTERM the moment it reads it.
exitInOrder({ name: 'Mission Control worker', runtime, ...(ops ? { app: ops } : {}), ...(handle ? { afterStop: () => handle.close() } : {}) })
console.log(`Mission Control worker is running.${ops ? ` Probes and metrics on http://${config.host}:${config.workerOpsPort}` : ''}`)
