// A real server on a loopback port over a fresh, seeded embedded database in a temp folder, for
// the pin benchmarks. Not a *.bench.ts file itself, so the bench runner does not run it alone.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import { startRuntime, type Runtime } from '../src/bootstrap'
import { loadConfig } from '../src/config'
import { seedIfEmpty } from '../src/db/seed/seed-on-start'
import { mintToken } from '../src/test/tokens'

export interface BenchServer {
  baseUrl: string
  token: string
  runtime: Runtime
  close(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** `extraRoutes` adds the bare baselines next to the real API (under /api, so the same auth runs). */
export async function startBenchServer(extraRoutes: (app: FastifyInstance, runtime: Runtime) => void): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-pins-'))
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, NODE_ENV: 'test' }
  delete env.DATABASE_URL
  const config = loadConfig(env)
  const runtime = await startRuntime(config, { runJobs: false })
  const seeding = Date.now()
  await seedIfEmpty(runtime.deps.db)
  // The embedded database has no autovacuum: without statistics its plans guess 24-row tables.
  await runtime.deps.pool.query('analyze')
  console.log(`seeded and analyzed the demo data in ${((Date.now() - seeding) / 1000).toFixed(1)} s`)
  const app = await buildApp(runtime.deps, { logger: false })
  extraRoutes(app, runtime)
  await app.listen({ port, host: '127.0.0.1' })
  const token = await mintToken(runtime.deps.pool, { issuer: `${config.publicUrl}/oidc`, audience: config.oidc.audience }, {
    email: 'admin@missioncontrol.test',
    expiresInSeconds: 6 * 3600,
  })
  return {
    baseUrl: config.publicUrl,
    token,
    runtime,
    async close() {
      await app.close()
      await runtime.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
