// The live console's figures (issue 36), on PostgreSQL, with two API processes (src/main.ts as
// child processes) and HAProxy:
// 1. Change -> received: a mission brief saved through API process 1, its event read by a stream
//    connected through HAProxy to API process 2; p95 beside the same change's HTTP round trip.
//    Goal: p95 <= 1 s.
// 2. 1,000 idle streams on one API process: memory per stream (the process's RSS before and after),
//    fan-out (a change until every stream has it: p50, p95, last), and p95 of a normal console call
//    (GET /api/customers page 1, 1,000 calls from a process of their own) without and with the
//    1,000 streams. Goal: <= 1.2x.
// LIVE_BENCH_CHANGES (default 40) and LIVE_BENCH_STREAMS (default 1,000) set the sizes.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { loadConfig } from '../src/config'
import { connect } from '../src/db/connection'
import { DEMO_IDENTITIES } from '../src/db/seed/demo-identities'
import { openLiveStream, type LiveStreamClient } from '../src/live/live-stream.test-helper'
import { startChildServer } from '../src/ops/child-server.test-helper'
import { startLoadBalancer } from '../src/ops/load-balancer.test-helper'
import { freePort } from '../src/test/free-port'
import { ADMIN_EMAIL } from '../src/test/test-server'
import { mintToken } from '../src/test/tokens'
import { startThrowawayPostgres } from '../../../scripts/throwaway-postgres.mjs'

const CHANGES = Number(process.env.LIVE_BENCH_CHANGES ?? 40)
const STREAMS = Number(process.env.LIVE_BENCH_STREAMS ?? 1_000)
const CONSOLE_CALLS = 1_000
/** A client in its own process: CONSOLE_CALLS GETs of the URL, four at a time; prints their latencies (ms) as JSON. */
const CONSOLE_CALLER = `
const [url, calls] = process.argv.slice(1)
const headers = { authorization: process.env.BENCH_AUTHORIZATION }
const latencies = []
const one = async () => {
  const started = performance.now()
  const response = await fetch(url, { headers })
  await response.text()
  if (response.status !== 200) throw new Error('console call: ' + response.status)
  latencies.push(performance.now() - started)
}
await Promise.all(Array.from({ length: 4 }, async () => { for (let i = 0; i < Number(calls) / 4; i++) await one() }))
process.stdout.write(JSON.stringify(latencies))
`
const MISSION = DEMO_IDENTITIES.missions.enabled

const execFileAsync = promisify(execFile)
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const ms = (value: number) => `${Math.round(value)} ms`
const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1])

const postgres = await startThrowawayPostgres()
if (!postgres) {
  console.log('PostgreSQL is not installed: live-events bench skipped.')
  process.exit(0)
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-live-'))
const ports = [await freePort(), await freePort()]
// The balancer in front of API process 2 only, so the stream is surely on the other process.
const balancer = await startLoadBalancer([ports[1]!])
const env = {
  DATABASE_URL: postgres.url,
  DATA_DIR: dataDir,
  PUBLIC_URL: balancer.url,
  TRUST_PROXY: 'true',
  NODE_ENV: 'test',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  RUN_JOBS_IN_PROCESS: 'true',
}
const api1 = await startChildServer({ ...env, SEED_ON_START: 'true', PORT: String(ports[0]) }, 'main.ts', 600_000)
const api2 = await startChildServer({ ...env, SEED_ON_START: 'false', PORT: String(ports[1]) })
const handle = connect(postgres.url, false, 2)
const streams: LiveStreamClient[] = []
try {
  const config = loadConfig({ ...process.env, PUBLIC_URL: balancer.url })
  const token = await mintToken(handle.pool, { issuer: `${balancer.url}/oidc`, audience: config.oidc.audience }, { email: ADMIN_EMAIL, expiresInSeconds: 3600 })
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  for (let i = 0; i < 100 && (await balancer.upBackends()).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100))

  let briefTurn = 0
  const changeBrief = async (base: string) => {
    const response = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: 'mutation Brief($identity: String!, $input: BriefPrettyInput!) { setBriefPretty(missionIdentity: $identity, input: $input) { requirement } }',
        variables: {
          identity: MISSION,
          input: {
            completionTime: ['10 minutes'],
            numberOfPhotos: ['2'],
            whereShouldIStart: ['The entrance'],
            requirement: ['Live bench', `Turn ${briefTurn++}`],
          },
        },
      }),
    })
    const body = await response.text()
    if (response.status !== 200 || body.includes('"errors"')) throw new Error(`the brief change failed: ${response.status} ${body.slice(0, 300)}`)
  }
  const isBrief = (frame: { event: string; data?: unknown }) => frame.event === 'change' && (frame.data as { missionId?: string }).missionId === MISSION

  // 1. Change through process 1 -> received through HAProxy on process 2.
  const follower = await openLiveStream(balancer.url, token, { retryForMs: 30_000 })
  streams.push(follower)
  await follower.waitFor((frame) => frame.event === 'ready')
  await changeBrief(api1.baseUrl) // warm-up
  await follower.waitFor(isBrief)
  const roundTrips: number[] = []
  const received: number[] = []
  for (let i = 0; i < CHANGES; i++) {
    const seen = follower.frames.length
    const started = performance.now()
    await changeBrief(api1.baseUrl)
    roundTrips.push(performance.now() - started)
    const frame = await follower.waitFor((f) => isBrief(f) && follower.frames.indexOf(f) >= seen)
    received.push(frame.receivedAt - started)
  }
  console.log(`\nLive events (PostgreSQL, 2 API processes, HAProxy in front of the second), ${CHANGES} changes:`)
  console.log(
    `  change saved through process 1, HTTP round trip:        p50 ${ms(percentile(roundTrips, 50))}, p95 ${ms(percentile(roundTrips, 95))} (baseline)`,
  )
  console.log(
    `  change -> event read through HAProxy on process 2:      p50 ${ms(percentile(received, 50))}, p95 ${ms(percentile(received, 95))} (goal <= 1,000 ms; ${(percentile(received, 95) / percentile(roundTrips, 95)).toFixed(2)}x the round trip)`,
  )

  // 2. 1,000 idle streams on process 1.
  const consoleCall = async () => {
    const response = await fetch(`${api1.baseUrl}/api/customers?page=1&limit=25`, { headers })
    await response.text()
    if (response.status !== 200) throw new Error(`console call: ${response.status}`)
  }
  // The console calls come from a process of their own, as a colleague's browser would: in this
  // process they would share an event loop with the clients of the 1,000 streams, and time those too.
  const consoleP95 = async () => {
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--input-type=module', '-e', CONSOLE_CALLER, `${api1.baseUrl}/api/customers?page=1&limit=25`, String(CONSOLE_CALLS)],
      {
        env: { ...process.env, BENCH_AUTHORIZATION: headers.authorization },
      },
    )
    return percentile(JSON.parse(stdout) as number[], 95)
  }
  for (let i = 0; i < 40; i++) await consoleCall() // warm-up
  const withoutP95 = await consoleP95()
  const rssBefore = rssKiB(api1.child.pid!)
  for (let opened = 0; opened < STREAMS; opened += 100) {
    const batch = await Promise.all(Array.from({ length: Math.min(100, STREAMS - opened) }, () => openLiveStream(api1.baseUrl, token)))
    streams.push(...batch)
    await Promise.all(batch.map((stream) => stream.waitFor((frame) => frame.event === 'ready', 60_000)))
  }
  const idle = streams.slice(1)
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const rssAfter = rssKiB(api1.child.pid!)
  const fanOut: number[] = []
  for (let round = 0; round < 5; round++) {
    const seen = idle.map((stream) => stream.frames.length)
    const started = performance.now()
    await changeBrief(api2.baseUrl)
    const frames = await Promise.all(idle.map((stream, i) => stream.waitFor((f) => isBrief(f) && stream.frames.indexOf(f) >= seen[i]!, 30_000)))
    fanOut.push(...frames.map((frame) => frame.receivedAt - started))
  }
  const withP95 = await consoleP95()
  console.log(`\n${idle.length.toLocaleString('en-US')} idle streams on API process 1:`)
  console.log(
    `  memory: RSS ${Math.round(rssBefore / 1024)} MiB -> ${Math.round(rssAfter / 1024)} MiB, ${((rssAfter - rssBefore) / idle.length).toFixed(1)} KiB per stream`,
  )
  console.log(
    `  fan-out (change through process 2 until each stream on process 1 has it, 5 rounds): p50 ${ms(percentile(fanOut, 50))}, p95 ${ms(percentile(fanOut, 95))}, last ${ms(Math.max(...fanOut))}`,
  )
  console.log(
    `  console call GET /api/customers p95: without streams ${ms(withoutP95)} (baseline), with ${ms(withP95)} (${(withP95 / withoutP95).toFixed(2)}x, goal <= 1.2x)`,
  )
} finally {
  for (const stream of streams) stream.close()
  await handle.pool.end().catch(() => undefined)
  await api1.stop()
  await api2.stop()
  await balancer.stop()
  postgres.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
