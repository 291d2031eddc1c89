import { z } from 'zod'
import { defineJob, type JobAttempt } from '../../jobs/job-queue'
import type { AppDeps } from '../../app-deps'
import { holdPoint } from '../../ops/hold-point'
import { buildCoverageReport } from './coverage.report'
import { findReportToRun, markReportDone, markReportFailed, markReportRunning, setReportProgress } from './coverage.repository'

export const COVERAGE_JOB = 'coverage-report'

/** What a user reads when the last attempt failed (the cause goes to the log). */
export const COVERAGE_FAILED_MESSAGE = 'The report could not be generated. Please try again.'

const coverageJobData = z.object({ reportId: z.number().int().positive() })
export type CoverageJobData = z.infer<typeof coverageJobData>

/**
 * Generates one report. Repeat-safe: a report already DONE is left alone, anything else starts over.
 * An error reaches pg-boss, which retries the job; only when the last attempt fails is the report
 * marked FAILED, so a passing fault (a lost connection, a restart) never shows the user a failure.
 */
export async function runCoverageReport(deps: AppDeps, job: JobAttempt<CoverageJobData>): Promise<void> {
  const { reportId } = job.data
  const report = await findReportToRun(deps.pool, reportId)
  if (!report || report.status === 'DONE') return
  try {
    await markReportRunning(deps.pool, reportId)
    const result = await buildCoverageReport(
      deps.pool,
      { missionId: Number(report.mission_id), radiusMiles: report.radius_miles, startDate: report.start_date, endDate: report.end_date },
      (percent) => setReportProgress(deps.pool, reportId, percent),
    )
    await holdPoint(deps.config.dataDir, 'coverage-report-done', deps.lifecycle.signal)
    await markReportDone(deps.pool, reportId, result)
  } catch (error) {
    if (job.lastAttempt) await markReportFailed(deps.pool, reportId, COVERAGE_FAILED_MESSAGE)
    throw error
  }
}

export const coverageReportJob = defineJob({
  name: COVERAGE_JOB,
  payload: coverageJobData,
  retryLimit: 2,
  async handle(jobs, deps) {
    for (const job of jobs) await runCoverageReport(deps, job)
  },
})
