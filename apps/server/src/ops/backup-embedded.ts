import { sql } from 'drizzle-orm'
import { inTransaction } from '../db/transaction'
import { execute } from '../db/pg-statement'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { acquireLock, readLock } from '../db/embedded/data-dir-lock'

/**
 * Copies an embedded data folder (the database, uploaded files, the outbox) to
 * `<targetDir>/mission-control-<time>` and returns that path. While a server holds the database,
 * the copy is taken inside a transaction on its one PGlite session: every other client waits for
 * its turn, so nothing is written during the copy, and a CHECKPOINT first leaves little to replay
 * on restore. With no server running, the folder's lock is taken for the copy, so none starts
 * meanwhile.
 */
export async function backupEmbeddedDataDir(dataDir: string, targetDir: string): Promise<{ path: string; mode: 'online' | 'offline'; ms: number }> {
  const started = Date.now()
  const databaseDir = path.join(dataDir, 'pglite')
  if (!fs.existsSync(databaseDir)) throw new Error(`No embedded database in ${dataDir}.`)
  const target = path.join(path.resolve(targetDir), `mission-control-${new Date().toISOString().replace(/[:.]/g, '-')}`)
  if (fs.existsSync(target)) throw new Error(`${target} already exists.`)
  const copy = () => fs.cpSync(dataDir, target, { recursive: true, filter: (source) => !source.endsWith('pglite.lock') })

  const holder = readLock(`${databaseDir}.lock`)
  if (!holder) {
    const lock = acquireLock(`${databaseDir}.lock`, databaseDir)
    try {
      copy()
    } finally {
      lock.release()
    }
    return { path: target, mode: 'offline', ms: Date.now() - started }
  }
  if (!holder.port) throw new Error(`The embedded database in ${dataDir} is still starting (process ${holder.pid}); try again in a moment.`)
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${holder.port}/postgres` })
  await client.connect()
  try {
    await execute(client, sql`checkpoint`)
    // Taking the session: the multiplexer runs no other client's statements until this transaction ends.
    await inTransaction(client, async (tx) => {
      await execute(tx, sql`select 1`)
      copy()
    })
  } finally {
    await client.end()
  }
  return { path: target, mode: 'online', ms: Date.now() - started }
}

/**
 * Puts a backup of `backupEmbeddedDataDir` in place as the data folder `dataDir`, with no server
 * running on it (refused otherwise). A folder already there is kept beside it as
 * `<dataDir>.before-restore-<time>`, never deleted. The next start opens the restored database.
 */
export function restoreEmbeddedDataDir(backupPath: string, dataDir: string): { previous?: string; ms: number } {
  const started = Date.now()
  if (!fs.existsSync(path.join(backupPath, 'pglite'))) throw new Error(`${backupPath} holds no embedded database (no pglite folder).`)
  const target = path.resolve(dataDir)
  const holder = readLock(path.join(target, 'pglite.lock'))
  if (holder) throw new Error(`A server (process ${holder.pid}) is running on ${target}: stop it before restoring.`)
  let previous: string | undefined
  if (fs.existsSync(target)) {
    previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    fs.renameSync(target, previous)
  }
  fs.cpSync(backupPath, target, { recursive: true })
  return { ...(previous ? { previous } : {}), ms: Date.now() - started }
}
