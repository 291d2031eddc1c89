import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadConfig } from '../config'
import { connect, type DatabaseHandle } from '../db/connection'
import { createLoadScenario, loadOutcome, loadUploadRows, type LoadScenario } from '../modules/store-lists/test/store-list-load'
import { freePort } from '../test/free-port'
import { ADMIN_EMAIL } from '../test/test-server'
import { mintToken } from '../test/tokens'
import { startChildServer, waitFor, type ChildServer } from './child-server.test-helper'
import { startLoadBalancer, type LoadBalancer } from './load-balancer.test-helper'
import { followLiveStream, openLiveStream } from '../live/live-stream.test-helper'

/**
 * Issue 14's cluster: PostgreSQL, two API processes behind HAProxy, two workers, a steady load of
 * console calls and a 50,000-row store list sent through the balancer. While the list processes, one
 * worker is SIGKILLed and each worker is restarted in turn (SIGTERM); then each API process is
 * restarted in turn and one is SIGKILLed. (The worker kill comes first so that it surely lands
 * mid-list.) Printed: failed console calls and p95 latency per phase, rows lost or doubled, time to
 * PROCESSED. Issue 36: a console's live stream through the balancer follows the whole test,
 * reconnecting by Last-Event-ID across every restart, and must have every event the database
 * committed meanwhile, none twice; a change made through one API process reaches streams connected
 * to the other, directly and through HAProxy.
 * CLUSTER_ROWS sets the list's size (CI: 50,000).
 */
const ROWS = Number(process.env.CLUSTER_ROWS ?? 50_000)
const CONSOLE_CLIENTS = 4

let handle: DatabaseHandle
let balancer: LoadBalancer
let scenario: LoadScenario
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-cluster-'))
const apiPorts: number[] = []
const apis: ChildServer[] = []
const workers: ChildServer[] = []

const processEnv = () => ({
  DATABASE_URL: inject('databaseUrl'),
  DATA_DIR: dataDir,
  PUBLIC_URL: balancer.url,
  TRUST_PROXY: 'true',
  SEED_ON_START: 'false',
  RUN_JOBS_IN_PROCESS: 'false',
  // Long enough for HAProxy (checks every 250 ms) to take a draining process out before it stops listening.
  SHUTDOWN_DRAIN_SECONDS: '1',
  SHUTDOWN_TIMEOUT_SECONDS: '30',
  NODE_ENV: 'test',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
})
const startApi = (index: number) => startChildServer({ ...processEnv(), PORT: String(apiPorts[index]) })
const startWorker = () => startChildServer(processEnv(), 'worker.ts')

/** SIGTERM (or SIGKILL), wait for the exit, start the same role again on the same port. */
async function replace(list: ChildServer[], index: number, signal: 'SIGTERM' | 'SIGKILL', start: () => Promise<ChildServer>): Promise<number | null> {
  const old = list[index]!
  old.child.kill(signal)
  const code = await old.exited
  list[index] = await start()
  return code
}

const bothBackendsUp = async () => (await balancer.upBackends()).length === 2

// Console calls through the balancer, as several open browser tabs make them, tagged by phase.
interface Call {
  phase: string
  ms: number
  ok: boolean
  detail: string
}
const calls: Call[] = []
let phase = 'steady'
let loadRunning = true

async function consoleClient(token: string, templateIdentity: () => string | undefined): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  for (let turn = 0; loadRunning; turn++) {
    const started = performance.now()
    const current = phase
    let ok = false
    let detail: string
    try {
      const identity = templateIdentity()
      const response =
        turn % 2 === 0 || !identity
          ? await fetch(`${balancer.url}/api/customers?page=1&limit=25`, { headers })
          : await fetch(`${balancer.url}/api/graphql`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                query: 'query Status($identity: String!) { missionDeployTemplate(identity: $identity) { status rowSummary { total unprocessed } } }',
                variables: { identity },
              }),
            })
      const body = await response.text()
      ok = response.status === 200 && !body.includes('"errors"')
      detail = ok ? '' : `${response.status} ${body.slice(0, 200)}`
    } catch (error) {
      detail = String((error as Error).cause ?? error)
    }
    calls.push({ phase: current, ms: performance.now() - started, ok, detail })
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! : 0
}
const summary = (name: string) => {
  const inPhase = calls.filter((call) => call.phase === name)
  return { calls: inPhase.length, failed: inPhase.filter((call) => !call.ok).length, p95Ms: Math.round(p95(inPhase.map((call) => call.ms))) }
}

// PostgreSQL only: the embedded database lives inside one server process, so there is no cluster to build on it.
describe.runIf(inject('databaseKind') === 'postgres')('a cluster behind a load balancer', () => {
  beforeAll(async () => {
    handle = connect(inject('databaseUrl'), false)
    scenario = await createLoadScenario(handle.pool, ROWS, { withRows: false })
    apiPorts.push(await freePort(), await freePort())
    balancer = await startLoadBalancer(apiPorts)
    apis.push(...(await Promise.all([startApi(0), startApi(1)])))
    workers.push(...(await Promise.all([startWorker(), startWorker()])))
    await waitFor(bothBackendsUp, 30_000)
  }, 240_000)

  afterAll(async () => {
    loadRunning = false
    await Promise.all([...apis, ...workers].map((server) => server.stop()))
    await balancer?.stop()
    await handle?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it(`restarts every API process and worker while a ${ROWS.toLocaleString('en-US')}-row list processes: no failed call, no row lost or doubled`, async () => {
    const config = loadConfig({ ...process.env, PUBLIC_URL: balancer.url })
    const token = await mintToken(
      handle.pool,
      { issuer: `${balancer.url}/oidc`, audience: config.oidc.audience },
      { email: ADMIN_EMAIL, expiresInSeconds: 3600 },
    )
    const submittedList: { identity?: string } = {}
    const clients = Array.from({ length: CONSOLE_CLIENTS }, () => consoleClient(token, () => submittedList.identity))
    const follower = followLiveStream(balancer.url, token)
    const followedFrom = Number(await follower.started)
    await new Promise((resolve) => setTimeout(resolve, 2_000))

    // A change through API process 1 reaches a stream on API process 2, and one through the balancer.
    const missionIdentity = (await handle.pool.query<{ identity: string }>(`select identity from missions where id = $1`, [scenario.missionId])).rows[0]!
      .identity
    const [onOther, throughBalancer] = await Promise.all([
      openLiveStream(apis[1]!.baseUrl, token, { retryForMs: 30_000 }),
      // HAProxy may have both backends down for a moment on a loaded machine (a 250 ms health check): the console retries.
      openLiveStream(balancer.url, token, { retryForMs: 30_000 }),
    ])
    await Promise.all([onOther.waitFor((f) => f.event === 'ready'), throughBalancer.waitFor((f) => f.event === 'ready')])
    const changedAt = performance.now()
    const brief = await fetch(`${apis[0]!.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation Brief($identity: String!, $input: BriefPrettyInput!) { setBriefPretty(missionIdentity: $identity, input: $input) { requirement } }',
        variables: {
          identity: missionIdentity,
          input: { completionTime: ['10 minutes'], numberOfPhotos: ['2'], whereShouldIStart: ['The entrance'], requirement: ['Live one', 'Live two'] },
        },
      }),
    })
    expect(brief.status, await brief.clone().text()).toBe(200)
    const isBrief = (f: { event: string; data?: unknown }) =>
      f.event === 'change' && (f.data as { type?: string; missionId?: string }).missionId === missionIdentity
    const [otherFrame, balancerFrame] = await Promise.all([onOther.waitFor(isBrief), throughBalancer.waitFor(isBrief)])
    const crossProcessMs = Math.round(Math.max(otherFrame.receivedAt, balancerFrame.receivedAt) - changedAt)
    expect(otherFrame.data).toMatchObject({ type: 'mission.changed', parts: ['brief', 'history'], summary: 'edited the brief' })
    onOther.close()
    throughBalancer.close()

    // The list goes through the balancer, as the upload page sends it.
    const campaign = (
      await handle.pool.query<{ identity: string; mission: string }>(
        `select c.identity, m.identity as mission from missions m join campaigns c on c.id = m.campaign_id where m.id = $1`,
        [scenario.missionId],
      )
    ).rows[0]!
    const submitted = performance.now()
    const created = await fetch(`${balancer.url}/api/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation Create($input: CreateMissionDeployTemplateInput!) { createMissionDeployTemplate(input: $input) { identity } }',
        variables: { input: { name: 'cluster.xlsx', campaignIdentity: campaign.identity, rows: loadUploadRows(scenario, campaign.mission) } },
      }),
    })
    const createdBody = (await created.json()) as { data?: { createMissionDeployTemplate: { identity: string } }; errors?: unknown }
    expect(createdBody.errors).toBeUndefined()
    const templateIdentity = createdBody.data!.createMissionDeployTemplate.identity
    submittedList.identity = templateIdentity
    const template = (await handle.pool.query<{ id: number }>(`select id from mission_deploy_templates where identity = $1`, [templateIdentity])).rows[0]!
    const list = { ...scenario, templateId: Number(template.id), templateIdentity }
    const finished = async () =>
      (
        await handle.pool.query<{ n: number }>(
          `select count(*)::int as n from mission_deploy_template_rows where template_id = $1 and status <> 'UNPROCESSED'`,
          [list.templateId],
        )
      ).rows[0]!.n

    // Workers first, while the list is young: one dies without warning (its batch rolls back and is
    // claimed again), then each is restarted in turn with SIGTERM (it hands its batch back).
    await waitFor(async () => (await finished()) >= ROWS * 0.05, 120_000, 200)
    phase = 'kill'
    const rowsWhenWorkerKilled = await finished()
    await replace(workers, 0, 'SIGKILL', startWorker)
    phase = 'rolling restart'
    const exitCodes: (number | null)[] = []
    const rollingStarted = performance.now()
    for (const index of [0, 1]) exitCodes.push(await replace(workers, index, 'SIGTERM', startWorker))
    // Then the API processes, as a deploy does it: one at a time, the next once the balancer has the new one.
    phase = 'rolling restart'
    for (const index of [0, 1]) {
      exitCodes.push(await replace(apis, index, 'SIGTERM', () => startApi(index)))
      await waitFor(bothBackendsUp, 30_000)
    }
    const rollingMs = performance.now() - rollingStarted
    phase = 'kill'
    await replace(apis, 0, 'SIGKILL', () => startApi(0))
    await waitFor(bothBackendsUp, 30_000)

    phase = 'after'
    await waitFor(async () => (await loadOutcome(handle.pool, list)).status === 'PROCESSED', 600_000, 500)
    const processedSeconds = (performance.now() - submitted) / 1000
    loadRunning = false
    await Promise.all(clients)
    // Whatever was committed before the stop has had time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await follower.stop()
    const received = follower.changes.map((change) => Number(change.id))
    const lastReceived = Math.max(followedFrom, ...received)
    const committed = (
      await handle.pool.query<{ position: string }>(`select position from live_events where position > $1 and position <= $2 order by position`, [
        followedFrom,
        lastReceived,
      ])
    ).rows.map((row) => Number(row.position))
    const receivedSet = new Set(received)

    const outcome = await loadOutcome(handle.pool, list)
    const figures = {
      rows: ROWS,
      rollingRestart: { ...summary('rolling restart'), seconds: Math.round(rollingMs / 1000) },
      rowsFinishedWhenWorkerKilled: rowsWhenWorkerKilled,
      kill: summary('kill'),
      steady: summary('steady'),
      after: summary('after'),
      secondsToProcessed: Math.round(processedSeconds),
      rowsPerSecond: Math.round(ROWS / processedSeconds),
      rowsLost: ROWS - outcome.rows + outcome.notFinal,
      pinsDoubled: outcome.pins - outcome.distinctStores,
      storesDoubled: outcome.duplicateStores,
      live: {
        crossProcessMs,
        connections: follower.connections,
        resets: follower.resets,
        eventsReceived: received.length,
        eventsMissed: committed.filter((position) => !receivedSet.has(position)).length,
        eventsTwice: received.length - receivedSet.size,
      },
    }
    console.log(`\nCluster (PostgreSQL, HAProxy, 2 API processes, 2 workers):\n${JSON.stringify(figures, null, 2)}`)
    const failures = calls.filter((call) => !call.ok && call.phase === 'rolling restart').map((call) => call.detail)
    expect(failures).toEqual([])
    // The live stream: reconnected across the restarts, nothing lost, nothing twice, in commit order.
    expect(follower.connections).toBeGreaterThan(1)
    expect(follower.resets).toBe(0)
    expect(committed.filter((position) => !receivedSet.has(position))).toEqual([])
    expect(received.length).toBe(receivedSet.size)
    expect(received).toEqual([...received].sort((a, b) => a - b))
    expect(exitCodes).toEqual([0, 0, 0, 0])
    // The worker was killed while the list was processing, not after it.
    expect(rowsWhenWorkerKilled).toBeLessThan(ROWS)
    expect(outcome).toMatchObject({ status: 'PROCESSED', rows: ROWS, notFinal: 0, errors: 0, duplicateStores: 0 })
    expect(outcome.pins).toBe(outcome.distinctStores)
    expect(outcome.groups).toBe(scenario.groups)
  }, 900_000)
})
