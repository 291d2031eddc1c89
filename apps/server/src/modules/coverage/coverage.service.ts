import { coverageRequestSchema, type CoverageRequest } from '@mc/domain/coverage/coverage-request.schema'
import { serverToday } from '../server-today'
import { inTransaction } from '../../db/transaction'
import { clientJobWriter } from '../../jobs/job-writer'
import { faultPoint } from '../../ops/fault-point'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { badRequest, conflict, notFound } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { findMission } from '../missions/mission.repository'
import { coverageReportJob } from './coverage.job'
import type { CoverageReport } from '@mc/domain/coverage/coverage-report.types'
import type { CoverageResult } from './coverage.report'
import { findReport, insertReport, recentReports, type ReportRecord } from './coverage.repository'

function reportJson(record: ReportRecord, withResult: boolean): CoverageReport {
  return {
    identity: record.identity,
    mission: {
      identity: record.mission_identity,
      name: record.mission_name,
      campaign: { name: record.campaign_name, customer: { name: record.customer_name } },
    },
    radius_miles: record.radius_miles,
    start_date: record.start_date,
    end_date: record.end_date,
    status: record.status,
    progress: record.progress,
    error: record.error,
    created_by: record.created_by,
    created_at: record.created_at.toISOString(),
    finished_at: record.finished_at?.toISOString() ?? null,
    ...(withResult ? { summary: record.result?.summary ?? null, rows: record.result?.rows ?? null } : {}),
  }
}

/** Checks the request against today's date rule on the server too, then queues the durable job. */
export async function requestCoverageReport(deps: AppDeps, user: AuthUser, input: unknown) {
  const request: CoverageRequest = parseInput(coverageRequestSchema(serverToday()), input)
  const mission = await findMission(deps.pool, request.missionIdentity)
  if (!mission) throw badRequest('The reference mission was not found.', { missionIdentity: ['Mission not found'] })
  // The report and its job commit together: no report is ever left waiting for a job that was never sent.
  const created = await inTransaction(deps.pool, async (client) => {
    const report = await insertReport(client, {
      missionId: mission.id,
      radiusMiles: request.radiusMiles,
      startDate: request.startDate,
      endDate: request.endDate,
      createdBy: user.email,
    })
    await deps.jobs.send(coverageReportJob, { reportId: report.id }, { singletonKey: report.identity, in: clientJobWriter(client) })
    return report
  })
  faultPoint('coverage-report-committed')
  return getCoverageReport(deps, created.identity)
}

async function requireReport(deps: AppDeps, identity: string, withResult: boolean): Promise<ReportRecord> {
  const record = await findReport(deps.pool, identity, withResult)
  if (!record) throw notFound('Coverage report')
  return record
}

export async function getCoverageReport(deps: AppDeps, identity: string) {
  const record = await requireReport(deps, identity, true)
  return { coverage_report: reportJson(record, true) }
}

/** The newest reports, so a user who left while one ran can come back to it. */
export async function recentCoverageReports(deps: AppDeps, limit = 20) {
  return { coverage_reports: (await recentReports(deps.pool, limit)).map((row) => reportJson(row, false)) }
}

/** The finished rows for a download; a report still running has nothing to download yet. */
export async function finishedReport(deps: AppDeps, identity: string): Promise<{ record: ReportRecord; result: CoverageResult }> {
  const record = await requireReport(deps, identity, true)
  if (record.status !== 'DONE' || !record.result) throw conflict('The report is not finished yet.')
  return { record, result: record.result }
}
