import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { addDays } from '@mc/domain'
import { queryRows } from '../../db/pg-statement'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { startTestServer, type TestServer } from '../../test/test-server'
import { serverToday } from '../server-today'
import { createPinFixture, randomGroupCaps, randomPin } from './mission-pins.test-data'
import { AVAILABILITY_LABEL, pinCapStatusCtes, pinStatusCtes } from './pin-status.sql'

/**
 * pinCapStatusCtes chooses the pins an availability filter matches from pin_slot_counts, reading a
 * pin's or a group's used slots only as far as its cap; pinStatusCtes counts every response. The
 * two must name the same pins capped, or a filtered page and the rows it shows would disagree.
 */
let server: TestServer
const pool = () => server.runtime.deps.pool

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

async function missionIdOf(identity: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(pool(), sql`select id from missions where identity = ${identity}`)
  return row!.id
}

/** Each pin of the mission with its availability label (capped first, as the console names them) as each definition sees it on `today`. */
async function labelsBoth(missionId: number, today: string): Promise<{ counted: string[]; probed: string[] }> {
  const labels = async (ctes: ReturnType<typeof pinStatusCtes>) =>
    (await queryRows<{ pin: string }>(pool(), sql`with ${ctes} select s.id || ' ' || ${AVAILABILITY_LABEL} as pin from pin_status s order by s.id`)).map(
      (row) => row.pin,
    )
  return { counted: await labels(pinStatusCtes(missionId, today)), probed: await labels(pinCapStatusCtes(missionId, today)) }
}

const cappedIn = (labels: string[]) => labels.filter((pin) => pin.endsWith(' capped')).length

describe('the capped status read by probes (pinCapStatusCtes)', () => {
  it('labels every pin as the full count does (capped, a bee on it, running, paused) on the demo missions, on several days', async () => {
    const today = serverToday()
    const { scale, enabled, customCaps, customNoPeriods, finished } = DEMO_IDENTITIES.missions
    let cappedSeen = 0
    let startedSeen = 0
    for (const identity of [scale, enabled, customCaps, customNoPeriods, finished]) {
      const missionId = await missionIdOf(identity)
      for (const day of [today, addDays(today, -30), addDays(today, 2)]) {
        const { counted, probed } = await labelsBoth(missionId, day)
        expect(probed, `${identity} on ${day}`).toEqual(counted)
        cappedSeen += cappedIn(counted)
        startedSeen += counted.filter((pin) => pin.endsWith(' currentlyUnavailable')).length
      }
    }
    // The comparison is not of empty sets.
    expect(cappedSeen).toBeGreaterThan(100)
    expect(startedSeen).toBeGreaterThan(10)
  })

  it('labels every pin as the full count does for random groups, caps, holds and responses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ A: randomGroupCaps, B: randomGroupCaps }),
        fc.array(randomPin(['A', 'B', undefined]), { minLength: 1, maxLength: 8 }),
        async (groups, pins) => {
          const fixture = await createPinFixture(pool(), { groups, pins })
          const { counted, probed } = await labelsBoth(fixture.missionId, serverToday())
          expect(probed).toEqual(counted)
        },
      ),
      { numRuns: 25 },
    )
  })
})
