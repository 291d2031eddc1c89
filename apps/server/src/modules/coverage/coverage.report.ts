import type pg from 'pg'
import { coverageLevel, METRES_PER_MILE, milesToMetres, type CoverageLevel } from '@mc/domain/coverage/coverage.rules'
import type { CoverageReportRow, CoverageSummary } from '@mc/domain/coverage/coverage-report.types'
import { activeMissionIdsDuring, beeWorkDuring, coverageBatch, reportPinIds, type CoverageRowData } from './coverage.repository'

/**
 * Pins per statement: large enough to amortise the per-statement work (the per-bee sums), small
 * enough for steady progress, and short enough that the embedded database, which runs one
 * statement at a time, keeps answering other requests between batches.
 */
export const COVERAGE_BATCH_SIZE = 100

export interface CoverageResult {
  summary: CoverageSummary
  rows: CoverageReportRow[]
}

const round2 = (value: number) => Math.round(value * 100) / 100

function toRow(data: CoverageRowData): CoverageReportRow {
  const region = [data.state, data.postal_code].filter(Boolean).join(' ')
  return {
    pinIdentity: data.pin_identity,
    orgPlaceIdentity: data.org_place_identity,
    store: data.store_name ?? data.organization,
    organization: data.organization,
    storeNumber: data.store_number,
    address: [data.street, data.city, region].filter(Boolean).join(', '),
    latitude: data.latitude,
    longitude: data.longitude,
    locationApproximate: data.location_approximate === true,
    activeBees: data.active_bees,
    responses: {
      approved: data.approved,
      pending: data.pending,
      started: data.started,
      refused: data.refused,
      suppressed: data.suppressed,
      abandoned: data.abandoned,
    },
    otherStores: data.other_stores,
    activePins: data.active_pins,
    nearestActiveBeeMiles: data.nearest_bee_metres === null ? null : round2(Number(data.nearest_bee_metres) / METRES_PER_MILE),
    level: coverageLevel(data.active_bees),
  }
}

function summarise(rows: CoverageReportRow[], totalPins: number): CoverageSummary {
  const levels: Record<CoverageLevel, number> = { NONE: 0, THIN: 0, COVERED: 0 }
  for (const row of rows) levels[row.level]++
  const bees = rows.map((row) => row.activeBees).sort((a, b) => a - b)
  const distances = rows.flatMap((row) => (row.nearestActiveBeeMiles === null ? [] : [row.nearestActiveBeeMiles]))
  return {
    pins: totalPins,
    pinsWithoutCoordinates: totalPins - rows.length,
    levels,
    medianActiveBees: bees.length ? bees[Math.floor(bees.length / 2)]! : 0,
    averageNearestBeeMiles: distances.length ? round2(distances.reduce((a, b) => a + b, 0) / distances.length) : null,
  }
}

export interface CoverageParams {
  missionId: number
  radiusMiles: number
  startDate: string
  endDate: string
}

/** Runs the report batch by batch (no transaction held open), telling `onProgress` the share done. */
export async function buildCoverageReport(pool: pg.Pool, params: CoverageParams, onProgress: (percent: number) => Promise<void>): Promise<CoverageResult> {
  const pinIds = await reportPinIds(pool, params.missionId)
  const base = { missionId: params.missionId, startDate: params.startDate, endDate: params.endDate }
  const window = {
    ...base,
    radiusMetres: milesToMetres(params.radiusMiles),
    activeMissionIds: await activeMissionIdsDuring(pool, base),
    beeWork: await beeWorkDuring(pool, base.startDate, base.endDate),
  }
  const rows: CoverageReportRow[] = []
  for (let i = 0; i < pinIds.length; i += COVERAGE_BATCH_SIZE) {
    const batch = await coverageBatch(pool, pinIds.slice(i, i + COVERAGE_BATCH_SIZE), window)
    rows.push(...batch.map(toRow))
    await onProgress(Math.min(99, Math.round(((i + COVERAGE_BATCH_SIZE) / pinIds.length) * 100)))
  }
  return { summary: summarise(rows, pinIds.length), rows }
}
