import * as XLSX from '@e965/xlsx'
import Papa from 'papaparse'
import { COVERAGE_LEVEL_LABELS, neutraliseCell } from '@mc/domain/coverage/coverage.rules'
import type { CoverageReportRow } from '@mc/domain/coverage/coverage-report.types'

const HEADER = [
  'Pin',
  'Organization Place',
  'Store',
  'Organization',
  'Store Number',
  'Address',
  'Latitude',
  'Longitude',
  'Approximate Location',
  'Coverage',
  'Active Bees',
  'Approved',
  'Pending',
  'Started',
  'Refused',
  'Suppressed',
  'Abandoned',
  'Other Stores',
  'Active Pins',
  'Nearest Active Bee (mi)',
]

/** One row per pin; every text cell neutralised so no spreadsheet runs it as a formula. */
export function coverageTable(rows: CoverageReportRow[]): (string | number | null)[][] {
  const body = rows.map((row) => [
    row.pinIdentity,
    row.orgPlaceIdentity,
    row.store,
    row.organization,
    row.storeNumber,
    row.address,
    row.latitude,
    row.longitude,
    row.locationApproximate ? 'yes' : 'no',
    COVERAGE_LEVEL_LABELS[row.level],
    row.activeBees,
    row.responses.approved,
    row.responses.pending,
    row.responses.started,
    row.responses.refused,
    row.responses.suppressed,
    row.responses.abandoned,
    row.otherStores,
    row.activePins,
    row.nearestActiveBeeMiles,
  ])
  return [HEADER, ...body].map((cells) => cells.map((cell) => neutraliseCell(cell)))
}

export function coverageXlsx(rows: CoverageReportRow[]): Buffer {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(coverageTable(rows)), 'Coverage')
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer
}

export function coverageCsv(rows: CoverageReportRow[]): string {
  return Papa.unparse(coverageTable(rows))
}
