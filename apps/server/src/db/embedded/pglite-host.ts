/**
 * Child-process entry that owns the embedded PGlite database and serves it over the Postgres
 * wire protocol on loopback, so the app (and worker processes) use one driver, node-postgres,
 * for both the embedded and a real PostgreSQL.
 */
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance'
import { acquireLock, DataDirInUseError } from './data-dir-lock'
import { WireMultiplexer } from './wire-multiplexer'
import type { ServerMessage } from './start-embedded'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: pglite-host <dataDir>')

async function main(dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true })
  const lock = acquireLock(`${dir}.lock`, dir)
  const db = await PGlite.create(dir, { extensions: { pg_trgm, cube, earthdistance } })
  const server = new WireMultiplexer(db)
  const port = await server.listen()
  lock.setPort(port)
  process.send?.({ type: 'ready', port })
  // The server tells when it has HTTP requests in flight (see WireMultiplexer.setConsoleBusy).
  process.on('message', (message: ServerMessage) => {
    if (message?.type === 'console') server.setConsoleBusy(message.busy === true)
  })

  let closing = false
  const shutdown = async (): Promise<void> => {
    if (closing) return
    closing = true
    await server.close().catch(() => undefined)
    await db.close().catch(() => undefined)
    lock.release()
    process.exit(0)
  }
  // The parent going away (even by SIGKILL) closes the IPC channel: close the database cleanly.
  process.on('disconnect', () => void shutdown())
  process.on('SIGTERM', () => void shutdown())
  process.on('SIGINT', () => void shutdown())
}

main(dataDir).catch((error: unknown) => {
  const message = error instanceof DataDirInUseError ? error.message : String((error as Error).stack ?? error)
  process.send?.({ type: 'error', message })
  process.exit(1)
})
