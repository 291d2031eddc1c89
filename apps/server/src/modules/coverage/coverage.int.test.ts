import * as XLSX from '@e965/xlsx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addYears, toWireDate } from '@mc/domain'
import { milesToMetres } from '@mc/domain/coverage/coverage.rules'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { COVERAGE_FAILED_MESSAGE } from './coverage.job'
import { buildCoverageReport, toRow } from './coverage.report'
import { activeMissionIdsDuring, beeWorkDuring, COVERAGE_BATCH_SQL, coverageBatch, reportPinIds } from './coverage.repository'

let server: TestServer
let token: string
const today = toWireDate(new Date())
const mission = DEMO_IDENTITIES.missions.enabled

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

async function waitForReport(identity: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const { body } = await server.call('GET', `/api/coverage_reports/${identity}.json`, { token })
    if (body.coverage_report.status === 'DONE' || body.coverage_report.status === 'FAILED') return body.coverage_report
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the report did not finish')
}

describe('coverage reports', () => {
  let report: any

  it('generates a report for a mission as a durable job: one row per pin with a summary', async () => {
    // One store placed at its ZIP centroid: its row says so (the map draws it hollow, the export says "yes").
    const approximatePin = (
      await server.runtime.deps.pool.query<{ identity: string }>(
        `with first as (select p.identity, op.place_id from pins p join missions m on m.id = p.mission_id
                          join organization_places op on op.id = p.organization_place_id
                         where m.identity = $1 and p.latitude is not null order by p.id limit 1)
         update places set location_approximate = true from first where places.id = first.place_id returning first.identity`,
        [mission],
      )
    ).rows[0]!.identity
    const body = { coverage_report: { missionIdentity: mission, radiusMiles: 10, startDate: addYears(today, -1), endDate: today } }
    const queued = await server.call('POST', '/api/coverage_reports', { token, body })
    expect(queued.status).toBe(202)
    expect(['QUEUED', 'RUNNING', 'DONE']).toContain(queued.body.coverage_report.status)
    report = await waitForReport(queued.body.coverage_report.identity)
    expect(report.status).toBe('DONE')
    expect(report.progress).toBe(100)
    const { rows } = await server.runtime.deps.pool.query(
      `select count(*)::int as n from pins p join missions m on m.id = p.mission_id where m.identity = $1`,
      [mission],
    )
    expect(report.summary.pins).toBe(rows[0].n)
    expect(report.rows.length + report.summary.pinsWithoutCoordinates).toBe(rows[0].n)
    const levels = report.summary.levels
    expect(levels.NONE + levels.THIN + levels.COVERED).toBe(report.rows.length)
    expect(report.rows[0]).toMatchObject({
      pinIdentity: expect.any(String),
      latitude: expect.any(Number),
      activeBees: expect.any(Number),
      level: expect.any(String),
    })
    expect(report.rows.some((row: any) => row.otherStores > 0)).toBe(true)
    expect(report.rows.find((row: any) => row.pinIdentity === approximatePin).locationApproximate).toBe(true)
    expect(report.rows.filter((row: any) => row.locationApproximate === false).length).toBeGreaterThan(0)
    expect(report.rows.some((row: any) => row.activeBees > 0 && row.responses.approved > 0)).toBe(true)
    const recent = await server.call('GET', '/api/coverage_reports', { token })
    expect(recent.body.coverage_reports[0].identity).toBe(report.identity)
  }, 120_000)

  it('counts only active bees: switching off the bees around a pin takes it to no coverage', async () => {
    const { pool } = server.runtime.deps
    const covered = report.rows.find((row: any) => row.activeBees > 0)
    const pin = (await pool.query(`select id, mission_id, latitude, longitude from pins where identity = $1`, [covered.pinIdentity])).rows[0]
    const startDate = addYears(today, -1)
    const window = {
      missionId: Number(pin.mission_id),
      startDate,
      endDate: today,
      radiusMetres: milesToMetres(10),
      activeMissionIds: [],
      beeWork: await beeWorkDuring(pool, startDate, today),
    }
    expect((await coverageBatch(pool, [Number(pin.id)], window))[0]!.active_bees).toBe(covered.activeBees)
    const switchedOff = await pool.query<{ id: number }>(
      `update bees set is_active = false where is_active and earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(home_latitude, home_longitude) returning id`,
      [pin.latitude, pin.longitude, milesToMetres(10)],
    )
    try {
      expect((await coverageBatch(pool, [Number(pin.id)], window))[0]!.active_bees).toBe(0)
    } finally {
      await pool.query(`update bees set is_active = true where id = any($1::bigint[])`, [switchedOff.rows.map((row) => row.id)])
    }
  })

  it('downloads .xlsx and .csv with one row per pin and no formula-leading cell', async () => {
    const xlsx = await fetch(`${server.baseUrl}/api/coverage_reports/${report.identity}.xlsx`, { headers: { authorization: `Bearer ${token}` } })
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-disposition')).toContain('.xlsx')
    const book = XLSX.read(Buffer.from(await xlsx.arrayBuffer()), { type: 'buffer' })
    const sheet: unknown[][] = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 })
    expect(sheet.length - 1).toBe(report.rows.length)
    expect(sheet.flat().filter((cell) => typeof cell === 'string' && cell.startsWith('='))).toEqual([])
    const csv = await server.call('GET', `/api/coverage_reports/${report.identity}.csv`, { token })
    expect(csv.status).toBe(200)
    const lines = String(csv.body).trim().split(/\r?\n/)
    expect(lines.length - 1).toBe(report.rows.length)
    expect(lines.flatMap((line) => line.split(',')).some((cell) => /^"?=/.test(cell))).toBe(false)
  })

  it('refuses a range starting four years ago, a future end and an unknown mission with field messages', async () => {
    const old = await server.call('POST', '/api/coverage_reports', {
      token,
      body: { coverage_report: { missionIdentity: mission, radiusMiles: 10, startDate: addYears(today, -4), endDate: today } },
    })
    expect(old.status).toBe(400)
    expect(old.body.fields.startDate[0]).toMatch(/^Must not be before /)
    const future = await server.call('POST', '/api/coverage_reports', {
      token,
      body: { coverage_report: { missionIdentity: mission, radiusMiles: 10, startDate: today, endDate: '2999-01-01' } },
    })
    expect(future.body.fields.endDate[0]).toMatch(/^Must not be after /)
    const unknown = await server.call('POST', '/api/coverage_reports', {
      token,
      body: { coverage_report: { missionIdentity: 'NOSUCHMISSN0', radiusMiles: 10, startDate: today, endDate: today } },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.fields.missionIdentity).toEqual(['Mission not found'])
    expect((await server.call('GET', '/api/coverage_reports/NOSUCHREPORT.xlsx', { token })).status).toBe(404)
  })

  it('answers the radius searches from the spatial indexes, not by scanning every place per pin', async () => {
    const pool = server.runtime.deps.pool
    const { rows: pins } = await pool.query(`select p.id, p.mission_id from pins p join missions m on m.id = p.mission_id where m.identity = $1 limit 5`, [
      mission,
    ])
    const noBees = [[], [], [], [], [], [], []]
    const plan = await pool.query(`explain ${COVERAGE_BATCH_SQL}`, [pins.map((p) => p.id), 16093, [pins[0].mission_id], ...noBees])
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(text).toContain('places_earth_idx')
    expect(text).toContain('pins_location_idx')
    expect(text).toContain('bees_home_earth_idx')
  })

  describe('retries', () => {
    // A trigger makes a report's final write fail: once for one radius, always for another (radii
    // no other test asks for, so reports of concurrent test files are untouched). The sequence
    // counts attempts outside the failing transactions.
    beforeAll(async () => {
      await server.runtime.deps.pool.query(`
        create sequence if not exists coverage_retry_test_attempts;
        create or replace function coverage_retry_test_fault() returns trigger language plpgsql as $$
        begin
          if new.radius_miles = 0.41 or nextval('coverage_retry_test_attempts') = 1 then
            raise exception 'coverage retry test: the database went away';
          end if;
          return new;
        end $$;
        create trigger coverage_retry_test_fault before update on coverage_reports
          for each row when (new.status = 'DONE' and new.radius_miles in (0.37, 0.41)) execute function coverage_retry_test_fault();`)
    })
    afterAll(async () => {
      await server?.runtime.deps.pool.query(`
        drop trigger if exists coverage_retry_test_fault on coverage_reports;
        drop function if exists coverage_retry_test_fault();
        drop sequence if exists coverage_retry_test_attempts;`)
    })

    const request = async (radiusMiles: number) => {
      const body = { coverage_report: { missionIdentity: mission, radiusMiles, startDate: addYears(today, -1), endDate: today } }
      const queued = await server.call('POST', '/api/coverage_reports', { token, body })
      expect(queued.status).toBe(202)
      return queued.body.coverage_report.identity as string
    }
    const jobOf = async (identity: string) =>
      (
        await server.runtime.deps.pool.query<{ state: string; retry_count: number }>(
          `select j.state, j.retry_count from pgboss.job j join coverage_reports r on (j.data->>'reportId')::bigint = r.id
            where j.name = 'coverage-report' and r.identity = $1`,
          [identity],
        )
      ).rows

    it('a job whose attempt fails is retried by pg-boss, and the report finishes without showing the failure', async () => {
      const done = await waitForReport(await request(0.37))
      expect(done).toMatchObject({ status: 'DONE', error: null, progress: 100 })
      // pg-boss records the job's end after the handler returns, a moment after the report's own commit.
      await expect.poll(() => jobOf(done.identity), { timeout: 10_000 }).toEqual([{ state: 'completed', retry_count: 1 }])
    }, 60_000)

    it('a report is FAILED, with the message users see, only when its last attempt fails', async () => {
      const failed = await waitForReport(await request(0.41))
      expect(failed).toMatchObject({ status: 'FAILED', error: COVERAGE_FAILED_MESSAGE })
      // retryLimit 2: the first run and two retries, then the job fails for good.
      // The report is marked FAILED inside the last attempt; pg-boss records the job's failure after it throws.
      await expect.poll(() => jobOf(failed.identity), { timeout: 10_000 }).toEqual([{ state: 'failed', retry_count: 2 }])
    }, 60_000)
  })
})

// The in-memory report (coverage.compute.ts) against the reference statement it replaced
// (COVERAGE_BATCH_SQL: PostgreSQL's own radius tests through its spatial indexes), row for row.
async function missionId(identity: string): Promise<number> {
  const { rows } = await server.runtime.deps.pool.query<{ id: string }>(`select id from missions where identity = $1`, [identity])
  return Number(rows[0]!.id)
}

/** The report as the reference statement computes it, 100 pins a statement. */
async function referenceRows(mission: number, radiusMiles: number, startDate: string, endDate: string) {
  const { pool } = server.runtime.deps
  const base = { missionId: mission, startDate, endDate }
  const window = {
    ...base,
    radiusMetres: milesToMetres(radiusMiles),
    activeMissionIds: await activeMissionIdsDuring(pool, base),
    beeWork: await beeWorkDuring(pool, startDate, endDate),
  }
  const pinIds = await reportPinIds(pool, mission)
  const rows = []
  for (let i = 0; i < pinIds.length; i += 100) rows.push(...(await coverageBatch(pool, pinIds.slice(i, i + 100), window)))
  return rows.map(toRow)
}

describe('the coverage report computed in memory', () => {
  const cases = [
    { mission: DEMO_IDENTITIES.missions.enabled, radiusMiles: 10, years: 1 },
    { mission: DEMO_IDENTITIES.missions.enabled, radiusMiles: 1.5, years: 3 },
    { mission: DEMO_IDENTITIES.missions.enabled, radiusMiles: 25, years: 1 },
  ]
  for (const { mission, radiusMiles, years } of cases) {
    it(`equals the reference statement's rows: ${mission} at ${radiusMiles} miles over ${years} year(s)`, async () => {
      const id = await missionId(mission)
      const startDate = addYears(today, -years)
      const expected = await referenceRows(id, radiusMiles, startDate, today)
      const progress: number[] = []
      const report = await buildCoverageReport(server.runtime.deps.pool, { missionId: id, radiusMiles, startDate, endDate: today }, async (percent) => {
        progress.push(percent)
      })
      expect(expected.length).toBeGreaterThan(10)
      // Something within the radius of every kind, or the comparison proves little.
      expect(expected.some((row) => row.activeBees > 0 && row.responses.approved > 0)).toBe(true)
      expect(expected.some((row) => row.otherStores > 0)).toBe(true)
      if (radiusMiles >= 25) expect(expected.some((row) => row.activePins > 0)).toBe(true)
      expect(report.rows).toEqual(expected)
      expect(report.summary.pins).toBe(expected.length + report.summary.pinsWithoutCoordinates)
      // Progress climbs while it runs (the job writes it to the report's row, at most every 250 ms).
      expect(progress.length).toBeGreaterThan(0)
      expect(progress).toEqual([...progress].sort((a, b) => a - b))
      expect(progress.at(-1)).toBeLessThanOrEqual(99)
    }, 60_000)
  }
})
