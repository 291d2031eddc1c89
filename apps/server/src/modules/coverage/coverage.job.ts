import type { JobDefinition } from '../../jobs/job-queue'
import type { AppDeps } from '../../app-deps'
import { buildCoverageReport } from './coverage.report'

export const COVERAGE_JOB = 'coverage-report'

export interface CoverageJobData {
  reportId: number
}

interface ReportRow {
  id: number
  mission_id: number
  radius_miles: number
  start_date: string
  end_date: string
  status: string
}

/** Generates one report. Repeat-safe: a report already DONE is left alone, anything else starts over. */
export async function runCoverageReport(deps: AppDeps, reportId: number): Promise<void> {
  const { rows } = await deps.pool.query<ReportRow>(`select id, mission_id, radius_miles, start_date, end_date, status from coverage_reports where id = $1`, [
    reportId,
  ])
  const report = rows[0]
  if (!report || report.status === 'DONE') return
  await deps.pool.query(`update coverage_reports set status = 'RUNNING', progress = 0, error = null where id = $1`, [reportId])
  try {
    const result = await buildCoverageReport(
      deps.pool,
      { missionId: Number(report.mission_id), radiusMiles: report.radius_miles, startDate: report.start_date, endDate: report.end_date },
      async (percent) => {
        await deps.pool.query(`update coverage_reports set progress = $2 where id = $1`, [reportId, percent])
      },
    )
    // Result and status land together: a reader sees either a running report or a finished one.
    await deps.pool.query(`update coverage_reports set status = 'DONE', progress = 100, result = $2, finished_at = now() where id = $1`, [
      reportId,
      JSON.stringify(result),
    ])
  } catch (error) {
    console.error('[coverage-report]', error)
    await deps.pool.query(`update coverage_reports set status = 'FAILED', error = $2, finished_at = now() where id = $1`, [
      reportId,
      'The report could not be generated. Please try again.',
    ])
  }
}

export const coverageReportJob: JobDefinition<CoverageJobData> = {
  name: COVERAGE_JOB,
  retryLimit: 2,
  async handle(jobs, deps) {
    for (const job of jobs) await runCoverageReport(deps, job.data.reportId)
  },
}
