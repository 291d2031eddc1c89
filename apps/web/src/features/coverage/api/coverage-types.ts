import type { CoverageLevel } from '@mc/domain/coverage/coverage.rules'

export type CoverageStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'

export interface CoverageRow {
  pinIdentity: string
  orgPlaceIdentity: string
  store: string
  organization: string
  storeNumber: string | null
  address: string
  latitude: number
  longitude: number
  activeBees: number
  responses: Record<'approved' | 'pending' | 'started' | 'refused' | 'suppressed' | 'abandoned', number>
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

export interface CoverageReport {
  identity: string
  mission: { identity: string; name: string }
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
  rows?: CoverageRow[] | null
}

export const isFinished = (status: CoverageStatus | undefined) => status === 'DONE' || status === 'FAILED'
