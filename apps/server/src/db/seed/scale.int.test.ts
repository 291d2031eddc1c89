// The scale seed (seed/scale.ts) at 1/100 of its size: what it writes, and that the maintained
// counts agree with the rows whether it ran the triggers or wrote the counts itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addYears, toWireDate } from '@mc/domain'
import { connect, type DatabaseHandle } from '../connection'
import { createTestDatabase, type TestDatabase } from '../../test/test-database'
import { buildCoverageReport } from '../../modules/coverage/coverage.report'
import type { PinFilter } from '../../modules/mission-pins/pin-filter.sql'
import { findDeploymentGroups } from '../../modules/mission-pins/groups.repository'
import { findMissionPins } from '../../modules/mission-pins/pins.repository'
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
    // Every organization's store count, the scale chains' 10,000 stores among them.
    const stores = await one<{ organizations: number; wrong: number; scale_stores: number }>(
      `select count(*)::int as organizations,
              (count(*) filter (where c.place_count is distinct from (select count(*) from organization_places op where op.organization_id = o.id)))::int as wrong,
              (sum(c.place_count) filter (where o.identity ~ '^SO[0-9]{10}$'))::int as scale_stores
         from organizations o left join organization_counts c on c.organization_id = o.id`,
    )
    expect(stores).toEqual({ organizations: stores.organizations, wrong: 0, scale_stores: 10_000 })
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

  // The Pins tab as the console asks for it (docs/decisions/mission-pages-at-scale.md): every
  // statement the page runs, EXPLAINed with its values.
  it("reads the Pins tab's page, running and group filters and store-number search by index, a few pins each", async () => {
    const mission = await one<{ id: number }>(`select id::int as id from missions where identity = $1`, [SCALE_MISSION])
    const group = await one<{ identity: string }>(`select identity from deployment_groups where mission_id = $1 order by identity offset 10 limit 1`, [
      mission.id,
    ])
    const store = await one<{ number: string }>(
      `select op.store_number as number from pins p join organization_places op on op.id = p.organization_place_id where p.mission_id = $1 order by p.id offset 500 limit 1`,
      [mission.id],
    )
    const asked: Record<string, Partial<PinFilter>> = {
      page: {},
      paused: { isRunning: 'PAUSE' },
      group: { deploymentGroupIdentities: [group.identity] },
      storeNumber: { search: store.number },
    }
    for (const [name, filter] of Object.entries(asked)) {
      const { items, plans } = await explainedPage(mission.id, filter)
      expect(items, name).toBeGreaterThan(0)
      expect(plans.length, name).toBeGreaterThan(0)
      for (const plan of plans) {
        const pins = rowsRead(plan, 'pins')
        // At this size a whole-mission read may well be an index read (1,000 of ~11,000 pins), so
        // the rows read tell too: a page of 10 reads tens or a few hundred pins, not the mission's 1,000.
        expect({ name, ...pins, fewRows: pins.rows < size.pins / 2 }).toEqual({ name, seqScans: 0, rows: pins.rows, fewRows: true })
      }
    }
  })

  // An availability filter needs every pin's capped status: it reads the mission's pins, but each
  // one's used slots only as far as its cap (pinCapStatusCtes), never the mission's responses.
  it('chooses an availability-filtered page without reading the responses: a few per pin of the page at most', async () => {
    const mission = await one<{ id: number }>(`select id::int as id from missions where identity = $1`, [SCALE_MISSION])
    for (const state of ['AVAILABLE', 'CAPPED'] as const) {
      const { items, plans } = await explainedPage(mission.id, { state })
      // Every pin of the scale mission is capped (its groups' frequency cap is 1).
      expect(items, state).toBe(state === 'CAPPED' ? 10 : 0)
      for (const plan of plans) {
        const responses = rowsRead(plan, 'responses')
        // The full count read all 50,000; the page's ten pins priced in full read ~50 each.
        expect({ state, ...responses, fewRows: responses.rows <= 1_000 }).toEqual({ state, seqScans: 0, rows: responses.rows, fewRows: true })
      }
    }
  })
  // The Groups tab's capped / available filters the same way: probes choose the page, then only
  // the page's groups are priced in full, as a page without a filter is.
  it("chooses a page of the Groups tab's capped or available filter by probes: it reads the responses a page without a filter reads", async () => {
    const mission = await one<{ id: number; responses: number }>(
      `select m.id::int as id, (select count(*)::int from responses r where r.mission_id = m.id) as responses from missions m where m.identity = $1`,
      [SCALE_MISSION],
    )
    const groupsPage = (filter: { isCapped?: boolean; isAvailable?: boolean }) =>
      explainedRead(async (pool) => (await findDeploymentGroups(pool, mission.id, toWireDate(new Date()), { ...filter, page: 1, limit: 10 })).items.length)
    const responsesRead = (plans: PlanNode[]) => plans.reduce((total, plan) => total + rowsRead(plan, 'responses').rows, 0)
    const unfiltered = responsesRead((await groupsPage({})).plans)
    // Ten groups of the twenty at this size: about half the mission's responses.
    expect(unfiltered).toBeLessThan(mission.responses * 0.6)
    for (const filter of [{ isCapped: true }, { isCapped: false }, { isAvailable: true }]) {
      const { items, plans } = await groupsPage(filter)
      // Every group of the scale mission is capped (it reaches its group cap).
      expect(items, JSON.stringify(filter)).toBe(filter.isCapped ? 10 : 0)
      // The full count read every response of the mission first.
      expect({ ...filter, read: responsesRead(plans) <= unfiltered }).toEqual({ ...filter, read: true })
      expect(plans.reduce((total, plan) => total + rowsRead(plan, 'responses').seqScans, 0)).toBe(0)
    }
  })
})

/** The first page of the scale mission's pins with `filter` (how many items), and the plans of the statements it ran that read pins. */
async function explainedPage(missionId: number, filter: Partial<PinFilter>): Promise<{ items: number; plans: PlanNode[] }> {
  return explainedRead(async (pool) => {
    const page = await findMissionPins(pool, missionId, toWireDate(new Date()), {
      state: 'ALL',
      isRunning: 'ALL',
      deploymentGroupIdentities: [],
      page: 1,
      limit: 10,
      ...filter,
    })
    return page.items.length
  })
}

/** What `read` counted, and the plan (EXPLAIN ANALYZE, its values) of every statement it ran that reads pins. */
async function explainedRead(read: (pool: DatabaseHandle['pool']) => Promise<number>): Promise<{ items: number; plans: PlanNode[] }> {
  const pool = handle.pool
  const query = pool.query.bind(pool) as (config: { text: string; values?: unknown[] }) => Promise<unknown>
  const statements: { text: string; values: unknown[] }[] = []
  const capture = (config: { text: string; values?: unknown[] }) => {
    statements.push({ text: config.text, values: config.values ?? [] })
    return query(config)
  }
  Object.assign(pool, { query: capture })
  let items: number
  try {
    items = await read(pool)
  } finally {
    Object.assign(pool, { query })
  }
  const plans: PlanNode[] = []
  for (const statement of statements.filter((each) => /\bpins\b/.test(each.text))) {
    const explained = (await query({ text: `explain (analyze, format json) ${statement.text}`, values: statement.values })) as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[]
    }
    plans.push(explained.rows[0]!['QUERY PLAN'][0].Plan)
  }
  return { items, plans }
}

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  Plans?: PlanNode[]
}

/** Sequential scans of `relation` in a plan, and the rows its scans of it read (over every loop). */
function rowsRead(node: PlanNode, relation: string): { seqScans: number; rows: number } {
  const own =
    node['Relation Name'] === relation
      ? { seqScans: node['Node Type'] === 'Seq Scan' ? 1 : 0, rows: (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) }
      : { seqScans: 0, rows: 0 }
  return (node.Plans ?? [])
    .map((child) => rowsRead(child, relation))
    .reduce((total, child) => ({ seqScans: total.seqScans + child.seqScans, rows: total.rows + child.rows }), own)
}
