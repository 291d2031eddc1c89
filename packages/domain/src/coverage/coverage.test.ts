import { describe, expect, it } from 'vitest'
import { coverageDateBounds } from './coverage-request.fields'
import { coverageRequestSchema } from './coverage-request.schema'
import { coverageLevel, neutraliseCell } from './coverage.rules'

const today = '2026-03-15'
const valid = { missionIdentity: 'MSCALE10KPIN', radiusMiles: 10, startDate: '2025-03-15', endDate: '2026-03-15' }
const fieldMessages = (input: unknown) =>
  Object.fromEntries((coverageRequestSchema(today).safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('coverage request', () => {
  it('accepts up to three years back through today', () => {
    expect(coverageDateBounds(today)).toEqual({ earliest: '2023-03-15', latest: today })
    expect(coverageRequestSchema(today).safeParse({ ...valid, startDate: '2023-03-15' }).success).toBe(true)
  })

  it('refuses a start four years ago and an end in the future, naming the limit', () => {
    expect(fieldMessages({ ...valid, startDate: '2022-03-15' }).startDate).toBe('Must not be before Mar 15, 2023')
    expect(fieldMessages({ ...valid, endDate: '2026-03-16' }).endDate).toBe('Must not be after Mar 15, 2026')
  })

  it('refuses an end before the start, a bad radius and a bad identity together', () => {
    const fields = fieldMessages({ missionIdentity: 'nope', radiusMiles: 0, startDate: '2026-01-02', endDate: '2026-01-01' })
    expect(fields.endDate).toBe('End date must not be before start date')
    expect(fields.radiusMiles).toBe('Enter a number equal to or above 0.1')
    expect(fields.missionIdentity).toBe('Must be 12 uppercase letters or digits')
  })
})

describe('coverage rules', () => {
  it('grades a pin by its active bees', () => {
    expect([0, 1, 2, 3, 40].map(coverageLevel)).toEqual(['NONE', 'THIN', 'THIN', 'COVERED', 'COVERED'])
  })

  it('neutralises formula-leading text and leaves numbers alone', () => {
    expect(['=SUM(A1)', '+1', '-2', '@x', '\t=1', 'Evergreen'].map(neutraliseCell)).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@x", "'\t=1", 'Evergreen'])
    expect(neutraliseCell(-3)).toBe(-3)
  })
})
