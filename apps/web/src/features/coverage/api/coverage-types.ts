import type { CoverageReportRow, CoverageSummary } from '@mc/domain/coverage/coverage-report.types'

export type CoverageStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'

export interface CoverageReport {
  identity: string
  mission: { identity: string; name: string; campaign: { name: string } }
  radius_miles: number
  start_date: string
  end_date: string
  status: CoverageStatus
  progress: number
  error: string | null
  created_by: string
  created_at: string
  finished_at: string | null
  summary?: CoverageSummary | null
  rows?: CoverageReportRow[] | null
}

export const isFinished = (status: CoverageStatus | undefined) => status === 'DONE' || status === 'FAILED'
