import type { CoverageLevel } from './coverage.rules'

/** One pin of a coverage report, as the API returns it and the console shows it. */
export interface CoverageReportRow {
  pinIdentity: string
  orgPlaceIdentity: string
  store: string
  organization: string
  storeNumber: string | null
  address: string
  latitude: number
  longitude: number
  /** The location is the store's postal-code centroid, not its address (reports made before this field read as false). */
  locationApproximate: boolean
  activeBees: number
  responses: { approved: number; pending: number; started: number; refused: number; suppressed: number; abandoned: number }
  otherStores: number
  activePins: number
  nearestActiveBeeMiles: number | null
  level: CoverageLevel
}

export interface CoverageSummary {
  pins: number
  pinsWithoutCoordinates: number
  levels: Record<CoverageLevel, number>
  medianActiveBees: number
  averageNearestBeeMiles: number | null
}

export const COVERAGE_REPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const
export type CoverageStatus = (typeof COVERAGE_REPORT_STATUSES)[number]

/** A coverage report as GET /coverage_reports(/{id}) answers it; summary and rows come with the one report. */
export interface CoverageReport {
  identity: string
  mission: { identity: string; name: string; campaign: { name: string; customer: { name: string } } }
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
