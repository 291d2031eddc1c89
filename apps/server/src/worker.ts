/** Second entry point: runs the durable jobs only, against the same database as the API. */
import { loadConfig } from './config'
import { startRuntime } from './bootstrap'
import { connect } from './db/connection'
import { attachToEmbeddedDatabase } from './db/embedded/start-embedded'
import path from 'node:path'

const config = loadConfig()
const embeddedUrl = config.databaseUrl ? undefined : attachToEmbeddedDatabase(path.join(config.dataDir, 'pglite'))
if (!config.databaseUrl && !embeddedUrl) {
  console.error('No database: set DATABASE_URL, or start the server first so the worker can join its embedded database.')
  process.exit(1)
}
const handle = config.databaseUrl ? undefined : connect(embeddedUrl!, true)
const runtime = await startRuntime(config, { runJobs: true, ...(handle ? { handle } : {}) })
console.log('Mission Control worker is running.')

async function shutdown(): Promise<void> {
  await runtime.stop()
  await handle?.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown())
process.on('SIGINT', () => void shutdown())
