// A migrated, seeded database of either kind (PGlite in a temp folder, or a throwaway PostgreSQL
// cluster) and, when a bench needs HTTP, the real server over it on a loopback port, for the
// server benchmarks. Everything started here is stopped by close(), and by a process exit or a
// signal if the bench dies before reaching it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import { declareScopeAccess } from '../src/auth/route-access'
import { startRuntime, type Runtime } from '../src/bootstrap'
import { loadConfig } from '../src/config'
import { connect, type DatabaseHandle } from '../src/db/connection'
import { readLock } from '../src/db/embedded/data-dir-lock'
import { startEmbeddedDatabase } from '../src/db/embedded/start-embedded'
import { runMigrations } from '../src/db/migrate'
import { seedIfEmpty } from '../src/db/seed/seed-on-start'
import { freePort } from '../src/test/free-port'
import { mintToken } from '../src/test/tokens'
import { startThrowawayPostgres } from '../../../scripts/throwaway-postgres.mjs'

export type DatabaseKind = 'PGlite' | 'PostgreSQL'

export interface BenchDatabase {
  kind: DatabaseKind
  handle: DatabaseHandle
  /** A temp folder that close() deletes (the server's DATA_DIR: outbox, storage). */
  dir: string
  close(): Promise<void>
}

/** Synchronous last-resort cleanups, run on exit or on a signal if close() was never reached. */
const pending = new Set<() => void>()
let hooked = false
function onAbnormalExit(cleanup: () => void): () => void {
  if (!hooked) {
    hooked = true
    const runAll = () => {
      for (const fn of pending) {
        try {
          fn()
        } catch {
          // keep cleaning up the rest
        }
      }
      pending.clear()
    }
    process.once('exit', runAll)
    // `on`, not `once`: a signal often arrives twice (from the terminal or `timeout` to the whole
    // group, and relayed by tsx), and a second one with no handler would kill the process midway.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => {
        runAll()
        process.exit(130)
      })
    }
  }
  pending.add(cleanup)
  return () => pending.delete(cleanup)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

/** Starts, migrates and seeds a database of that kind; undefined when PostgreSQL is not installed. */
export async function openSeededDatabase(kind: DatabaseKind, poolSize = 10): Promise<BenchDatabase | undefined> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-db-'))
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true })
  let url: string
  let stopDatabase: () => Promise<void>
  let forget: () => void
  if (kind === 'PGlite') {
    // The PGlite host exits by itself when this process goes away (its IPC channel closes).
    forget = onAbnormalExit(removeDir)
    const embedded = await startEmbeddedDatabase(path.join(dir, 'pglite')).catch((error: unknown) => {
      removeDir()
      forget()
      throw error
    })
    url = embedded.url
    stopDatabase = async () => {
      // The host closes its port before exiting, which waits for every connection to end; a
      // client stuck on a lost answer never ends its own, so the host gets 15 s, then SIGKILL.
      const holder = readLock(path.join(dir, 'pglite.lock'))
      const stopped = await Promise.race([embedded.stop().then(() => true), delay(15_000).then(() => false)])
      if (!stopped && holder) process.kill(holder.pid, 'SIGKILL')
    }
  } else {
    const postgres = await startThrowawayPostgres()
    if (!postgres) {
      removeDir()
      return undefined
    }
    forget = onAbnormalExit(() => {
      postgres.stop()
      removeDir()
    })
    url = postgres.url
    stopDatabase = async () => postgres.stop()
  }
  const handle = connect(url, kind === 'PGlite', poolSize)
  const close = async () => {
    // A query that never got its answer keeps its client checked out and pool.end() waiting
    // forever: give the pool a while, then stop the database anyway (that ends such a query).
    const ended = await Promise.race([
      handle.pool.end().then(
        () => true,
        () => true,
      ),
      delay(20_000).then(() => false),
    ])
    if (!ended) console.log(`  (${kind}: a database client was still busy after 20 s; stopping the database anyway)`)
    await stopDatabase().catch(() => undefined)
    removeDir()
    forget()
  }
  try {
    const started = performance.now()
    await runMigrations(handle)
    await seedIfEmpty(handle.pool)
    console.log(`${kind}: migrated and seeded the demo data in ${seconds(performance.now() - started)}`)
  } catch (error) {
    await close()
    throw error
  }
  return { kind, handle, dir, close }
}

export interface BenchServer {
  baseUrl: string
  token: string
  runtime: Runtime
  close(): Promise<void>
}

/**
 * The real app over `database` on 127.0.0.1, with a token of the admin demo account.
 * `runJobs` runs the job handlers in this process, as the API does by default.
 * `extraRoutes` adds bare baselines under /api, declared staff-only as the console's own routes are
 * (so the same auth hook runs for them, and the app's check that every route declares its access holds).
 */
export async function serveBench(
  database: BenchDatabase,
  options: { runJobs: boolean; extraRoutes?: (app: FastifyInstance, runtime: Runtime) => void },
): Promise<BenchServer> {
  const port = await freePort()
  const config = loadConfig({
    ...process.env,
    DATA_DIR: database.dir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    DATABASE_URL: database.handle.url,
  })
  const runtime = await startRuntime(config, { handle: database.handle, runJobs: options.runJobs })
  let app: FastifyInstance | undefined
  try {
    app = await buildApp(runtime.deps, { logger: false })
    const extraRoutes = options.extraRoutes
    if (extraRoutes) {
      await app.register(async (scope) => {
        declareScopeAccess(scope, 'staff')
        extraRoutes(scope, runtime)
      })
    }
    await app.listen({ port, host: '127.0.0.1' })
    const token = await mintToken(
      runtime.deps.pool,
      { issuer: `${config.publicUrl}/oidc`, audience: config.oidc.audience },
      {
        email: 'admin@missioncontrol.test',
        expiresInSeconds: 3600,
      },
    )
    const listening = app
    return {
      baseUrl: config.publicUrl,
      token,
      runtime,
      async close() {
        // Bounded: a request whose handler never finishes must not keep the bench from cleaning up.
        await Promise.race([listening.close(), delay(20_000)])
        await runtime.stop()
      },
    }
  } catch (error) {
    await app?.close().catch(() => undefined)
    await runtime.stop()
    throw error
  }
}

/** GET with the bench's token; `timeoutMs` aborts a request that gets no answer. */
export async function getJson<T = any>(url: string, token: string, timeoutMs = 120_000): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(timeoutMs) })
  const text = await response.text()
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

/** Runs `work` on a freshly seeded database of each kind in turn, closing each after; skips PostgreSQL when it is not installed. */
export async function forEachSeededDatabase(kinds: readonly DatabaseKind[], work: (database: BenchDatabase) => Promise<void>): Promise<void> {
  // BENCH_DATABASES=PostgreSQL (or PGlite) runs one kind only, for a quicker look while tuning.
  const only = process.env.BENCH_DATABASES?.split(',')
  for (const kind of kinds.filter((kind) => !only || only.includes(kind))) {
    console.log(`\n${kind}`)
    const database = await openSeededDatabase(kind)
    if (!database) {
      console.log('  PostgreSQL is not installed: PostgreSQL figures skipped.')
      continue
    }
    try {
      await work(database)
    } finally {
      await database.close()
    }
  }
}
