import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MISSION_CLOSED_MESSAGE } from '@mc/domain'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createPinFixture, PINS_QUERY } from '../mission-pins/mission-pins.test-data'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const MISSION = `query GetMission($identity: String!) { mission(identity: $identity) { identity state } }`
const PATCH = `mutation PatchMission($identity: String!, $input: PatchMissionInput!) { patchMission(identity: $identity, input: $input) { identity state } }`
const BRIEF = `mutation SetBriefPretty($identity: String!) { setBriefPretty(missionIdentity: $identity, input: { requirement: ["New brief"] }) { requirement } }`
const PAUSE = `mutation ActionPinBulk($pins: [PinActionInput!]!) { actionPinBulk(pins: $pins) { count } }`
const REPRICE = `mutation RepricePins($missionIdentity: String!, $pins: [RepricePinInput!]!) { repricePins(missionIdentity: $missionIdentity, pins: $pins) { success total failure } }`

/** Every way the console reads or changes a mission, each answered by one status and message. */
async function everyCall(fixture: { missionIdentity: string; pins: { identity: string; orgPlaceIdentity: string }[] }) {
  const pin = fixture.pins[0]!.identity
  const calls = {
    mission: await server.graphql(token, MISSION, { identity: fixture.missionIdentity }),
    progress: await server.call('GET', `/api/missions/${fixture.missionIdentity}/progress`, { token }),
    pinsPage: await server.graphql(token, PINS_QUERY, { identity: fixture.missionIdentity }),
    patch: await server.graphql(token, PATCH, { identity: fixture.missionIdentity, input: { state: 'DISABLED' } }),
    pause: await server.graphql(token, PAUSE, { pins: [{ identity: pin, action: 'PAUSE' }] }),
    reprice: await server.graphql(token, REPRICE, {
      missionIdentity: fixture.missionIdentity,
      pins: [{ orgPlaceIdentity: fixture.pins[0]!.orgPlaceIdentity, price: 900 }],
    }),
  }
  const answer = ({ status, body }: { status: number; body: any }) => ({
    status,
    message: (body?.errors?.[0]?.message ?? body?.message ?? null) as string | null,
  })
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, answer(call)])) as Record<keyof typeof calls, ReturnType<typeof answer>>
}

describe('mission access, one rule for every module', () => {
  it('a deleted mission is gone for every reader and every change, pins included', async () => {
    const fixture = await createPinFixture(server.runtime.deps.pool, { pins: [{}] })
    await server.runtime.deps.pool.query(`update missions set is_deleted = true where id = $1`, [fixture.missionId])
    const answers = await everyCall(fixture)
    for (const [name, answer] of Object.entries(answers)) {
      // actionPinBulk names pins, not the mission: its pins are unknown once the mission is gone.
      if (name === 'pause') expect(answer.status, name).toBe(400)
      else expect(answer, name).toMatchObject({ status: 404 })
    }
    const { rows } = await server.runtime.deps.pool.query(`select state from missions where id = $1`, [fixture.missionId])
    expect(rows[0].state).not.toBe('DISABLED')
  })

  it('a closed mission reads, and refuses every change with the same message', async () => {
    const fixture = await createPinFixture(server.runtime.deps.pool, { state: 'CLOSED', pins: [{ price: 300 }] })
    const answers = await everyCall(fixture)
    expect(answers.mission.status).toBe(200)
    expect(answers.progress.status).toBe(200)
    expect(answers.pinsPage.status).toBe(200)
    for (const name of ['patch', 'pause', 'reprice'] as const) expect(answers[name], name).toEqual({ status: 409, message: MISSION_CLOSED_MESSAGE })
    expect((await server.graphql(token, BRIEF, { identity: fixture.missionIdentity })).status).toBe(409)
  })

  it('a change checks the mission again inside its transaction: closed between the read and the write, nothing is saved', async () => {
    const fixture = await createPinFixture(server.runtime.deps.pool, { pins: [{}] })
    const { pool } = server.runtime.deps
    // Another session holds the row while it closes the mission; the patch waits for it, then sees CLOSED.
    const other = await pool.connect()
    try {
      await other.query('begin')
      await other.query(`update missions set state = 'CLOSED' where id = $1`, [fixture.missionId])
      const patch = server.graphql(token, PATCH, { identity: fixture.missionIdentity, input: { state: 'DISABLED' } })
      await new Promise((resolve) => setTimeout(resolve, 300))
      await other.query('commit')
      const answer = await patch
      // The first read may already see the commit (409 at once) or not (409 from the locked re-check): never a write.
      expect(answer.status).toBe(409)
      expect(answer.body.errors[0].message).toBe(MISSION_CLOSED_MESSAGE)
    } finally {
      other.release()
    }
    const { rows } = await pool.query(`select state from missions where id = $1`, [fixture.missionId])
    expect(rows[0].state).toBe('CLOSED')
  })
})
