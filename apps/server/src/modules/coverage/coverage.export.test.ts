import { describe, expect, it } from 'vitest'
import { coverageTable } from './coverage.export'
import type { CoverageReportRow } from '@mc/domain/coverage/coverage-report.types'

const row: CoverageReportRow = {
  pinIdentity: 'PIN000000001',
  orgPlaceIdentity: 'OP0000000001',
  store: '=HYPERLINK("http://evil","x")',
  organization: '+Org',
  storeNumber: '-12',
  address: '@home',
  latitude: 40.1,
  longitude: -74.2,
  locationApproximate: true,
  activeBees: 0,
  responses: { approved: 1, pending: 0, started: 0, refused: 0, suppressed: 0, abandoned: 0 },
  otherStores: 3,
  activePins: 2,
  nearestActiveBeeMiles: 1.5,
  level: 'NONE',
}

describe('coverage spreadsheet table', () => {
  it('has a header and one row per pin, with formula-leading text neutralised and numbers kept', () => {
    const table = coverageTable([row])
    expect(table).toHaveLength(2)
    const cells = table[1]!
    expect(cells.slice(2, 6)).toEqual(['\'=HYPERLINK("http://evil","x")', "'+Org", "'-12", "'@home"])
    expect(cells[7]).toBe(-74.2)
    expect(table[0]![8]).toBe('Approximate Location')
    expect(cells[8]).toBe('yes')
    expect(coverageTable([{ ...row, locationApproximate: false }])[1]![8]).toBe('no')
    expect(table.flat().some((cell) => typeof cell === 'string' && /^[=+\-@]/.test(cell))).toBe(false)
  })
})
