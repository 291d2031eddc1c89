import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { queryRow } from '../db/pg-statement'

const run = promisify(execFile)

/** The major version of a PostgreSQL client tool on the PATH (or PG_BIN): `pg_dump (PostgreSQL) 15.18 …` → 15. */
async function toolMajor(tool: 'pg_dump' | 'pg_restore' | 'psql'): Promise<{ bin: string; major: number }> {
  const bin = process.env.PG_BIN ? path.join(process.env.PG_BIN, tool) : tool
  const { stdout } = await run(bin, ['--version']).catch(() => {
    throw new Error(`${tool} was not found: install the PostgreSQL client tools (apt-get install postgresql-client-<version>) or set PG_BIN.`)
  })
  const major = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1])
  return { bin, major }
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const row = await queryRow<{ v: string }>(client, sql`select current_setting('server_version_num') as v`)
    return Math.floor(Number(row!.v) / 10_000)
  } finally {
    await client.end()
  }
}

/** pg_dump refuses a server newer than itself, and a restore wants a tool at least as new as the dump's. */
async function checkedTool(tool: 'pg_dump' | 'pg_restore' | 'psql', url: string): Promise<string> {
  const [{ bin, major }, server] = await Promise.all([toolMajor(tool), serverMajor(url)])
  if (major < server) throw new Error(`${tool} ${major} is older than the PostgreSQL ${server} server: use the client tools of version ${server} or newer.`)
  return bin
}

/**
 * A logical backup of the whole database (business data, staff accounts, the provider's keys and
 * sessions, the job queue's schema) to `<targetDir>/mission-control-<time>.dump`, in pg_dump's
 * custom format (compressed, restorable table by table). pg_dump reads everything in one
 * repeatable-read snapshot, so the file is consistent while the console keeps writing.
 */
export async function backupPostgres(databaseUrl: string, targetDir: string): Promise<{ path: string; bytes: number; ms: number }> {
  const started = Date.now()
  const bin = await checkedTool('pg_dump', databaseUrl)
  fs.mkdirSync(targetDir, { recursive: true })
  const file = path.join(path.resolve(targetDir), `mission-control-${new Date().toISOString().replace(/[:.]/g, '-')}.dump`)
  await run(bin, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`], { maxBuffer: 16 * 1024 * 1024 })
  return { path: file, bytes: fs.statSync(file).size, ms: Date.now() - started }
}

// pg_restore runs with an empty search_path, and earthdistance's ll_to_earth (PostgreSQL 15, 16)
// names its type `earth` without a schema: inlined into the indexes on it, it fails ("type earth
// does not exist"). Every object in a dump is schema-qualified, so the restore runs with public on
// the path instead: the dump as SQL, that one line changed, through psql.
const EMPTY_PATH = "SELECT pg_catalog.set_config('search_path', '', false);"
const PUBLIC_PATH = "SELECT pg_catalog.set_config('search_path', 'public', false);"

function withPublicSearchPath(): Transform {
  let carry = ''
  const fix = (line: string) => (line === EMPTY_PATH ? PUBLIC_PATH : line)
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (carry + chunk.toString('utf8')).split('\n')
      carry = lines.pop()!
      done(null, lines.map((line) => `${fix(line)}\n`).join(''))
    },
    flush(done) {
      done(null, fix(carry))
    },
  })
}

function exited(child: ChildProcess, name: string): Promise<void> {
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}): ${errors.trim().slice(0, 2000)}`))))
  })
}

/**
 * Restores a dump of `backupPostgres` into an empty database (refused otherwise: a restore over data
 * would mix two states), in one transaction that stops at the first error: it lands whole or not
 * at all.
 */
export async function restorePostgres(dumpFile: string, databaseUrl: string): Promise<{ ms: number }> {
  const started = Date.now()
  if (!fs.existsSync(dumpFile)) throw new Error(`${dumpFile} does not exist.`)
  const [restoreBin, psqlBin] = await Promise.all([checkedTool('pg_restore', databaseUrl), checkedTool('psql', databaseUrl)])
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const tables = await queryRow<{ n: number }>(
      client,
      sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
    if (tables!.n > 0) throw new Error(`The target database is not empty (${tables!.n} tables): restore into a new database (createdb).`)
  } finally {
    await client.end()
  }
  const render = spawn(restoreBin, ['--no-owner', '--no-privileges', '--file=-', dumpFile], { stdio: ['ignore', 'pipe', 'pipe'] })
  const apply = spawn(psqlBin, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${databaseUrl}`], {
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  await Promise.all([pipeline(render.stdout, withPublicSearchPath(), apply.stdin), exited(render, 'pg_restore'), exited(apply, 'psql')])
  return { ms: Date.now() - started }
}
