import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../test/test-server'
import { createPinFixture } from '../modules/mission-pins/mission-pins.test-data'
import { tokenHash } from '../auth/staff-directory'
import { revokeToken } from '../modules/session/session.repository'
import { openLiveStream, type LiveStreamClient } from './live-stream.test-helper'

let server: TestServer
let admin: string
let ops: string
const streams: LiveStreamClient[] = []

beforeAll(async () => {
  server = await startTestServer()
  admin = await server.tokenFor(ADMIN_EMAIL)
  ops = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => {
  for (const stream of streams) stream.close()
  await server?.close()
})

const PAUSE = `mutation ActionPinBulk($pins: [PinActionInput!]!) { actionPinBulk(pins: $pins) { count } }`
const CREATE_EMPLOYEE = `mutation C($input: EmployeeInput!) { createEmployee(input: $input) { identity } }`

async function open(token: string, lastEventId?: string): Promise<LiveStreamClient> {
  const stream = await openLiveStream(server.baseUrl, token, { lastEventId })
  streams.push(stream)
  return stream
}

async function pause(pins: { identity: string }[], token = admin) {
  const result = await server.graphql(token, PAUSE, { pins: pins.map((pin) => ({ identity: pin.identity, action: 'PAUSE' })) })
  expect(result.body.errors).toBeUndefined()
}

describe('GET /api/events, the live console stream', () => {
  it('needs a console user; opens with retry, then ready', async () => {
    expect((await openLiveStream(server.baseUrl, 'not-a-token')).status).toBe(401)
    const stream = await open(ops)
    expect(stream.status).toBe(200)
    const ready = await stream.waitFor((frame) => frame.event === 'ready')
    expect(stream.frames[0]!.event).toBe('retry')
    expect(ready.data).toEqual({ lastEventId: ready.id })
    stream.close()
  })

  it("brings another user's mission change, with who and what, to an open stream", async () => {
    const fixture = await createPinFixture(server.runtime.deps.pool, { pins: [{}, {}, {}] })
    const stream = await open(ops)
    await stream.waitFor((frame) => frame.event === 'ready')
    await pause(fixture.pins.slice(0, 2))
    const frame = await stream.waitFor((f) => f.event === 'change' && (f.data as { missionId?: string }).missionId === fixture.missionIdentity)
    expect(frame.data).toMatchObject({
      type: 'mission.changed',
      missionId: fixture.missionIdentity,
      parts: expect.arrayContaining(['pins', 'counts', 'history']),
      actor: { email: ADMIN_EMAIL },
      summary: 'paused 2 pins',
    })
    expect((frame.data as { campaignId: string | null }).campaignId).toMatch(/^[A-Z0-9]{12}$/)
    stream.close()
  })

  it('resumes after Last-Event-ID with every event since, in commit order, none twice', async () => {
    const fixture = await createPinFixture(server.runtime.deps.pool, { pins: [{}, {}, {}, {}] })
    const first = await open(ops)
    const ready = await first.waitFor((frame) => frame.event === 'ready')
    first.close()
    for (const pin of fixture.pins) await pause([pin])
    const resumed = await open(ops, ready.id)
    await resumed.waitFor((frame) => frame.event === 'ready')
    const mine = resumed.changes().filter((event) => event.type === 'mission.changed' && event.missionId === fixture.missionIdentity)
    expect(mine).toHaveLength(4)
    const ids = resumed.changes().map((event) => Number(event.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    expect(Math.min(...ids)).toBeGreaterThan(Number(ready.id))
    resumed.close()
  })

  it('says in every API answer the live position it was read at; resuming from it replays what changed after', async () => {
    const fixture = await createPinFixture(server.runtime.deps.pool, { pins: [{}, {}] })
    // The process listens once a stream has opened (here, this file's first tests did).
    const ready = await (await open(ops)).waitFor((frame) => frame.event === 'ready')
    const answer = await server.call('GET', '/api/customers', { token: ops })
    expect(answer.status).toBe(200)
    const position = answer.headers.get('x-live-position')!
    expect(position).toMatch(/^\d+$/)
    expect(Number(position)).toBeGreaterThanOrEqual(Number(ready.id))
    // A refused call learns nothing of the console's activity: signed out, or not an admin.
    expect((await server.call('GET', '/api/customers')).headers.get('x-live-position')).toBeNull()
    const refused = await server.call('GET', '/api/admin/audit', { token: ops })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('x-live-position')).toBeNull()
    await pause(fixture.pins)
    const resumed = await open(ops, position)
    await resumed.waitFor((frame) => frame.event === 'ready')
    expect(resumed.changes().some((event) => event.type === 'mission.changed' && event.missionId === fixture.missionIdentity)).toBe(true)
    resumed.close()
  })

  it('says reset when the id asked for is beyond the replay window', async () => {
    const ahead = await open(ops, '999999999999')
    await ahead.waitFor((frame) => frame.event === 'ready')
    expect(ahead.frames.map((frame) => frame.event)).toContain('reset')
    ahead.close()

    const fixture = await createPinFixture(server.runtime.deps.pool, { pins: [{}, {}, {}] })
    for (const pin of fixture.pins) await pause([pin])
    // The window as pruning leaves it: only the newest rows kept.
    await server.runtime.deps.pool.query(`delete from live_events where position < (select max(position) - 1 from live_events)`)
    const { rows } = await server.runtime.deps.pool.query<{ oldest: string }>(`select min(position) as oldest from live_events`)
    // The oldest kept row, and the one before it, resume; one more before is beyond.
    const edge = await open(ops, String(Number(rows[0]!.oldest) - 1))
    await edge.waitFor((frame) => frame.event === 'ready')
    expect(edge.frames.map((frame) => frame.event)).not.toContain('reset')
    edge.close()
    const beyond = await open(ops, String(Number(rows[0]!.oldest) - 2))
    await beyond.waitFor((frame) => frame.event === 'ready')
    const events = beyond.frames.map((frame) => frame.event)
    expect(events.indexOf('reset')).toBeGreaterThan(-1)
    expect(events.filter((event) => event === 'change')).toHaveLength(0)
    beyond.close()
  })

  it('sends an admin-only record change to admins and never to other console users', async () => {
    const [adminStream, opsStream] = [await open(admin), await open(ops)]
    await Promise.all([adminStream.waitFor((f) => f.event === 'ready'), opsStream.waitFor((f) => f.event === 'ready')])
    const email = `live.${Date.now()}@missioncontrol.test`
    const created = await server.graphql(admin, CREATE_EMPLOYEE, {
      input: { firstName: 'Live', lastName: 'Event', title: 'Analyst', email, officeLocation: 'Austin, TX', applicationIdentities: ['APPMSNCONTRL'] },
    })
    expect(created.body.errors).toBeUndefined()
    const employee = created.body.data.createEmployee.identity as string
    const adminFrame = await adminStream.waitFor((f) => f.event === 'change' && (f.data as { id?: string }).id === employee)
    expect(adminFrame.data).toMatchObject({ type: 'record.changed', resource: 'employee', action: 'created', adminOnly: true })
    // An event every console user may see, written after: once it is there, the admin one would have been too.
    const fixture = await createPinFixture(server.runtime.deps.pool, { pins: [{}] })
    await pause(fixture.pins)
    await opsStream.waitFor((f) => f.event === 'change' && (f.data as { missionId?: string }).missionId === fixture.missionIdentity)
    expect(opsStream.changes().filter((event) => event.type === 'record.changed' && event.adminOnly)).toEqual([])
    adminStream.close()
    opsStream.close()
  })

  it('ends when its session is logged out', async () => {
    const token = await server.tokenFor(OPS_EMAIL)
    const stream = await open(token)
    await stream.waitFor((frame) => frame.event === 'ready')
    expect((await server.call('DELETE', '/api/logout', { token })).status).toBe(204)
    await stream.waitForEnd(5_000)
    expect((await openLiveStream(server.baseUrl, token)).status).toBe(401)
  })

  it('ends when its token is revoked by another process, and when the token expires', async () => {
    const token = await server.tokenFor(OPS_EMAIL)
    const stream = await open(token)
    await stream.waitFor((frame) => frame.event === 'ready')
    // What another API process's logout writes: this one hears of it through the database.
    await revokeToken(server.runtime.deps.pool, tokenHash(token), Math.floor(Date.now() / 1000) + 3600)
    await stream.waitForEnd(5_000)

    const shortLived = await server.tokenFor(OPS_EMAIL, { expiresInSeconds: 3 })
    const expiring = await open(shortLived)
    await expiring.waitFor((frame) => frame.event === 'ready')
    await expiring.waitForEnd(8_000)
  })

  it('is not a request in flight, and the open streams are counted in the metrics', async () => {
    const stream = await open(ops)
    await stream.waitFor((frame) => frame.event === 'ready')
    expect(server.runtime.deps.live.size).toBeGreaterThan(0)
    const text = await server.runtime.deps.metrics.registry.getSingleMetricAsString('mc_live_streams')
    expect(text).toMatch(new RegExp(`mc_live_streams ${server.runtime.deps.live.size}`))
    stream.close()
    await expect.poll(() => server.runtime.deps.live.size, { timeout: 5_000 }).toBe(streams.filter((s) => !s.ended).length)
  })
})
