import { coverageRequestSchema, type CoverageRequest } from '@mc/domain/coverage/coverage-request.schema'
import { serverToday } from '../server-today'
import { inTransaction } from '../../db/transaction'
import { clientJobWriter } from '../../jobs/job-writer'
import { faultPoint } from '../../ops/fault-point'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { badRequest, conflict, notFound } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { COVERAGE_JOB } from './coverage.job'
import type { CoverageResult } from './coverage.report'

interface ReportRecord {
  id: number
  identity: string
  mission_identity: string
  mission_name: string
  campaign_name: string
  radius_miles: number
  start_date: string
  end_date: string
  status: string
  progress: number
  error: string | null
  created_by: string
  created_at: Date
  finished_at: Date | null
  result?: CoverageResult | null
}

const SELECT_REPORT = `
  select r.id, r.identity, m.identity as mission_identity, m.name as mission_name, c.name as campaign_name, r.radius_miles, r.start_date, r.end_date,
    r.status, r.progress, r.error, r.created_by, r.created_at, r.finished_at`

function reportJson(record: ReportRecord, withResult: boolean) {
  return {
    identity: record.identity,
    mission: { identity: record.mission_identity, name: record.mission_name, campaign: { name: record.campaign_name } },
    radius_miles: record.radius_miles,
    start_date: record.start_date,
    end_date: record.end_date,
    status: record.status,
    progress: record.progress,
    error: record.error,
    created_by: record.created_by,
    created_at: record.created_at,
    finished_at: record.finished_at,
    ...(withResult ? { summary: record.result?.summary ?? null, rows: record.result?.rows ?? null } : {}),
  }
}

/** Checks the request against today's date rule on the server too, then queues the durable job. */
export async function requestCoverageReport(deps: AppDeps, user: AuthUser, input: unknown) {
  const request: CoverageRequest = parseInput(coverageRequestSchema(serverToday()), input)
  const { rows: missions } = await deps.pool.query<{ id: number }>(`select id from missions where identity = $1 and not is_deleted`, [request.missionIdentity])
  if (!missions[0]) throw badRequest('The reference mission was not found.', { missionIdentity: ['Mission not found'] })
  // The report and its job commit together: no report is ever left waiting for a job that was never sent.
  const created = await inTransaction(deps.pool, async (client) => {
    const { rows } = await client.query<{ id: number; identity: string }>(
      `insert into coverage_reports (mission_id, radius_miles, start_date, end_date, created_by) values ($1, $2, $3, $4, $5) returning id, identity`,
      [missions[0]!.id, request.radiusMiles, request.startDate, request.endDate, user.email],
    )
    const report = rows[0]!
    await deps.jobs.send(COVERAGE_JOB, { reportId: Number(report.id) }, { singletonKey: report.identity, in: clientJobWriter(client) })
    return report
  })
  faultPoint('coverage-report-committed')
  return getCoverageReport(deps, created.identity)
}

async function findReport(deps: AppDeps, identity: string, withResult: boolean): Promise<ReportRecord> {
  const { rows } = await deps.pool.query<ReportRecord>(
    `${SELECT_REPORT}${withResult ? ', r.result' : ''} from coverage_reports r join missions m on m.id = r.mission_id join campaigns c on c.id = m.campaign_id where r.identity = $1`,
    [identity],
  )
  if (!rows[0]) throw notFound('Coverage report')
  return rows[0]
}

export async function getCoverageReport(deps: AppDeps, identity: string) {
  const record = await findReport(deps, identity, true)
  return { coverage_report: reportJson(record, true) }
}

/** The newest reports, so a user who left while one ran can come back to it. */
export async function recentCoverageReports(deps: AppDeps, limit = 20) {
  const { rows } = await deps.pool.query<ReportRecord>(
    `${SELECT_REPORT} from coverage_reports r join missions m on m.id = r.mission_id join campaigns c on c.id = m.campaign_id order by r.created_at desc, r.id desc limit $1`,
    [limit],
  )
  return { coverage_reports: rows.map((row) => reportJson(row, false)) }
}

/** The finished rows for a download; a report still running has nothing to download yet. */
export async function finishedReport(deps: AppDeps, identity: string): Promise<{ record: ReportRecord; result: CoverageResult }> {
  const record = await findReport(deps, identity, true)
  if (record.status !== 'DONE' || !record.result) throw conflict('The report is not finished yet.')
  return { record, result: record.result }
}
