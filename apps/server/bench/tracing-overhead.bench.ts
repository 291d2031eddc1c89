// What tracing costs a request (issue 38, docs/decisions/tracing.md): the mission page's two polled
// GraphQL calls (GetMissionPins page 1, GetMissionDetails) on the 10,000-pin demo mission, one
// client, sent alternately in rounds to two servers of this process over the same database: one
// built with tracing off, one with tracing on exporting to an OTLP collector in a child process (as a
// real collector is another process: its parsing must not count as the server's). Printed:
// req/s, p50 and p95 of each, and the spans one traced request makes. Rounds alternate so drift
// (the machine, the database's caches) falls on both alike.
// BENCH_DATABASES=PGlite (or PostgreSQL) runs one kind.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../src/config'
import { connect } from '../src/db/connection'
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { startTracing, flushTracing } from '../src/ops/tracing/tracing'
import { forEachSeededDatabase, serveBench } from './seeded-database.bench-helper'
import { loadFigures, loadRun, ms, postJson, type LoadRun } from './timing.bench-helper'

const MISSION = DEMO_IDENTITIES.missions.scale
const ROUNDS = 6
const PER_ROUND = 50

const consoleDocument = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../web/src/features/missions', file), 'utf8')
const CALLS = [
  {
    name: 'GetMissionPins page 1',
    query: consoleDocument('pins/api/pins.graphql'),
    operationName: 'GetMissionPins',
    variables: { identity: MISSION, page: 1, limit: 10 },
  },
  { name: 'GetMissionDetails', query: consoleDocument('api/missions.graphql'), operationName: 'GetMissionDetails', variables: { identity: MISSION } },
]

for (const name of Object.keys(process.env)) if (name.startsWith('OTEL_')) delete process.env[name]

/** A collector in a child process: counts the spans of each OTLP/JSON export; GET /count answers the total. */
const COLLECTOR = `
  let spans = 0
  const server = require('node:http').createServer((request, response) => {
    if (request.method === 'GET') return response.end(String(spans))
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      for (const resource of body.resourceSpans ?? []) for (const scope of resource.scopeSpans ?? []) spans += (scope.spans ?? []).length
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

async function startCollectorProcess() {
  const child = spawn(process.execPath, ['-e', COLLECTOR], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<number>((resolve) => child.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))))
  const url = `http://127.0.0.1:${port}`
  return {
    url: `${url}/v1/traces`,
    spans: async () => Number(await (await fetch(`${url}/count`)).text()),
    close: () => child.kill(),
  }
}

await forEachSeededDatabase(['PGlite', 'PostgreSQL'], async (database) => {
  // Built before tracing starts: plain pool, no hooks, resolvers as they are.
  const untraced = await serveBench(database, { runJobs: false })
  const collector = await startCollectorProcess()
  process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT = collector.url
  await startTracing(loadConfig())
  const tracedHandle = connect(database.handle.url, database.kind === 'PGlite')
  const traced = await serveBench({ ...database, handle: tracedHandle }, { runJobs: false })
  delete process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
  try {
    console.log(`\n${database.kind}: ${ROUNDS} alternating rounds of ${PER_ROUND} requests per server, 1 client`)
    for (const call of CALLS) {
      const send = (server: typeof traced) => () => postJson(`${server.baseUrl}/api/graphql`, server.token, call)
      for (const server of [untraced, traced]) await loadRun(1, 20, send(server))
      const runs: Record<'off' | 'on', LoadRun[]> = { off: [], on: [] }
      await flushTracing()
      const before = await collector.spans()
      // CPU time of this process (client, server and exporter alike; the database is elsewhere):
      // unlike latency, hardly moved by other work on the machine. A traced round includes sending its spans.
      const cpu = { off: 0, on: 0 }
      const cpuOf = async (mode: 'off' | 'on', work: () => Promise<LoadRun>) => {
        const started = process.cpuUsage()
        const run = await work()
        if (mode === 'on') await flushTracing()
        const used = process.cpuUsage(started)
        cpu[mode] += (used.user + used.system) / 1000
        return run
      }
      for (let round = 0; round < ROUNDS; round++) {
        runs.off.push(await cpuOf('off', () => loadRun(1, PER_ROUND, send(untraced))))
        runs.on.push(await cpuOf('on', () => loadRun(1, PER_ROUND, send(traced))))
      }
      await flushTracing()
      const off = loadFigures(runs.off)
      const on = loadFigures(runs.on)
      const spansPerRequest = ((await collector.spans()) - before) / on.requests
      for (const [label, figures] of [
        ['tracing off', off],
        ['tracing on', on],
      ] as const) {
        console.log(
          `  ${call.name.padEnd(22)} ${label.padEnd(11)} ${String(figures.requests).padStart(4)} req  ${figures.perSecond.toFixed(0).padStart(5)} req/s  p50 ${ms(figures.p50).padStart(8)}  p95 ${ms(figures.p95).padStart(8)}`,
        )
      }
      const cpuOff = cpu.off / off.requests
      const cpuOn = cpu.on / on.requests
      console.log(
        `  ${call.name.padEnd(22)} CPU of this process a request: off ${ms(cpuOff)}, on ${ms(cpuOn)}: +${ms(cpuOn - cpuOff)} (${((cpuOn / cpuOff - 1) * 100).toFixed(1)} %)`,
      )
      console.log(
        `  ${call.name.padEnd(22)} on/off: p50 ${ms(on.p50 - off.p50)} (${((on.p50 / off.p50 - 1) * 100).toFixed(1)} %), throughput ${((on.perSecond / off.perSecond - 1) * 100).toFixed(1)} %; ${spansPerRequest.toFixed(1)} spans a request`,
      )
    }
  } finally {
    await traced.close()
    await untraced.close()
    await tracedHandle.pool.end()
    collector.close()
  }
})
