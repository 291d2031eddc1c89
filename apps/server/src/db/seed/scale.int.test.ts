// The scale seed (seed/scale.ts) at 1/100 of its size: what it writes, and that the maintained
// counts agree with the rows whether it ran the triggers or wrote the counts itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addYears, toWireDate } from '@mc/domain'
import { connect, type DatabaseHandle } from '../connection'
import { createTestDatabase, type TestDatabase } from '../../test/test-database'
import { buildCoverageReport } from '../../modules/coverage/coverage.report'
import { SCALE_MISSION, scaleSize, seedScaleData } from './scale'

let database: TestDatabase
let handle: DatabaseHandle
const size = scaleSize(0.01)

beforeAll(async () => {
  database = await createTestDatabase()
  handle = connect(database.url, database.kind === 'pglite')
})
afterAll(async () => {
  await handle?.pool.end()
  await database?.drop()
})

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await handle.pool.query(text, values)).rows[0] as T

describe('the scale seed at 1/100', () => {
  it('writes the mission, its groups and pins, the directory, bees and three years of responses', async () => {
    expect(size).toEqual({ organizations: 3, places: 10_000, pins: 1_000, groups: 20, bees: 200, responses: 50_000 })
    expect(await seedScaleData(handle.pool, size)).toBe(true)
    const counts = await one<Record<string, number>>(
      `select (select count(*) from organizations where identity ~ '^SO[0-9]{10}$')::int as organizations,
              (select count(*) from places where identity ~ '^SP[0-9]{10}$' and latitude is not null)::int as places,
              (select count(distinct organization_id) from organization_places where identity ~ '^SS[0-9]{10}$')::int as chains,
              (select count(*) from organization_places where identity ~ '^SS[0-9]{10}$')::int as stores,
              (select count(*) from deployment_groups g join missions m on m.id = g.mission_id where m.identity = $1)::int as groups,
              (select count(*) from pins p join missions m on m.id = p.mission_id where m.identity = $1)::int as pins,
              (select count(*) from bees where identity >= 'b3000001')::int as bees,
              (select count(*) from responses r join missions m on m.id = r.mission_id where m.identity = $1)::int as responses`,
      [SCALE_MISSION],
    )
    expect(counts).toEqual({ organizations: 3, places: 10_000, chains: 3, stores: 10_000, groups: 20, pins: 1_000, bees: 200, responses: 50_000 })
    // Every group holds pins; responses span the three years and none is in the future.
    const shape = await one<Record<string, unknown>>(
      `select (select count(distinct deployment_group_id) from pins p join missions m on m.id = p.mission_id where m.identity = $1)::int as used_groups,
              (select min(started_at) >= now() - interval '3 years' and max(started_at) <= now() and max(started_at) - min(started_at) > interval '2 years 11 months'
                 from responses r join missions m on m.id = r.mission_id where m.identity = $1) as three_years`,
      [SCALE_MISSION],
    )
    expect(shape).toEqual({ used_groups: 20, three_years: true })
  })

  it('leaves the maintained counts equal to the rows', async () => {
    const counts = await one<Record<string, number>>(
      `select c.pin_count, c.group_count,
              (select sum(count)::int from mission_response_counts where mission_id = m.id) as response_counts,
              (select sum(used)::int from pin_slot_counts s join pins p on p.id = s.pin_id where p.mission_id = m.id) as slots,
              (select count(*)::int from responses r where r.mission_id = m.id and r.state in ('started', 'pending', 'approved')) as slot_rows
         from missions m join mission_counts c on c.mission_id = m.id where m.identity = $1`,
      [SCALE_MISSION],
    )
    expect(counts).toMatchObject({ pin_count: 1_000, group_count: 20, response_counts: 50_000 })
    expect(counts.slots).toBe(counts.slot_rows)
  })

  it('adds nothing a second time, and the coverage report runs over it', async () => {
    expect(await seedScaleData(handle.pool, size)).toBe(false)
    const mission = await one<{ id: string }>(`select id from missions where identity = $1`, [SCALE_MISSION])
    const today = toWireDate(new Date())
    const report = await buildCoverageReport(
      handle.pool,
      { missionId: Number(mission.id), radiusMiles: 10, startDate: addYears(today, -1), endDate: today },
      async () => {},
    )
    expect(report.summary.pins).toBe(1_000)
    expect(report.rows.filter((row) => row.otherStores > 0).length).toBeGreaterThan(900)
  })
})
