import { describe, expect, it } from 'vitest'
import { createMissionDeployTemplateInputSchema } from './create-store-list.schema'
import { storeListIssueEntries, storeListRefusal, type InputIssue } from './store-list-refusal'
import { validateStoreListFile } from './store-list-file'
import { TEMPLATE_COLUMNS } from './store-list.columns'

const row = (rowNumber: number, overrides: Record<string, unknown> = {}) => ({
  rowNumber,
  wiserMissionId: 'M1',
  groupName: 'G1',
  groupCap: 5,
  pinIsRunning: true,
  organizationName: 'Acme',
  streetAddress: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  ...overrides,
})
const refusalOf = (input: { name: string; campaignIdentity: string; rows: unknown[] }) => {
  const result = createMissionDeployTemplateInputSchema.safeParse(input)
  if (result.success) throw new Error('expected a refusal')
  return storeListRefusal(storeListIssueEntries(result.error.issues, input))
}

describe("the API's refusal of a store list", () => {
  it('names each row by its own number, each error on its payload path', () => {
    const input = {
      name: 'stores.xlsx',
      campaignIdentity: 'CAMPAIGN0001',
      rows: [row(3, { city: null }), row(4), row(10, { postalCode: '1', latitude: 30.1 })],
    }
    expect(refusalOf(input)).toEqual({
      message: 'Row 3: Missing required value(s): city; 2 more errors not shown...',
      entries: [
        { field: 'rows.0.city', message: 'Row 3: Missing required value(s): city' },
        { field: 'rows.2.postalCode', message: 'Row 10: Invalid US zip code: 1' },
        { field: 'rows.2.longitude', message: 'Row 10: Missing longitude: give latitude and longitude together, or neither' },
      ],
      moreLine: null,
    })
  })

  it("puts the list's own errors first, under rows, with no row number, as the console does", () => {
    const refusal = refusalOf({ name: 'stores.xlsx', campaignIdentity: 'CAMPAIGN0001', rows: [row(3, { state: null }), row(4, { groupCap: 9 })] })
    expect(refusal.entries).toEqual([
      { field: 'rows', message: 'Store list has conflicting group caps for: G1' },
      { field: 'rows.0.state', message: 'Row 3: Missing required value(s): state' },
    ])
    expect(refusal.message).toBe('Store list has conflicting group caps for: G1; 1 more errors not shown...')
  })

  it('says what the console says of the same rows', () => {
    const file = validateStoreListFile({
      header: [...TEMPLATE_COLUMNS],
      rows: [
        ['M1', 'G1', 5, '', 'Acme', '', '1 Main St', '', 'TX', '78701', 'US', '1'],
        ['M1', 'G1', 5, '', 'Acme', '', '', '', 'TX', '7870', 'US', '1', 30.1, -97.7],
        ['M1', 'G1', 5, '', 'Acme', '', '1 Main St', 'Austin', 'TX', '78701', 'US', '1', 30.1],
      ],
    })
    // The browser sends no half of a point (a row with an error has none); a client that does is told the same.
    const rows = file.rows.map((upload) => (upload.rowNumber === 5 ? { ...upload, latitude: 30.1 } : upload))
    const refusal = refusalOf({ name: 'stores.xlsx', campaignIdentity: 'CAMPAIGN0001', rows })
    expect(refusal.entries.map((entry) => entry.message)).toEqual(file.errors)
  })

  it('lists at most 100 errors, then the console\'s "N more errors not shown..."', () => {
    const rows = Array.from({ length: 250 }, (_, index) => row(index + 3, { city: '' }))
    const refusal = refusalOf({ name: 'stores.xlsx', campaignIdentity: 'CAMPAIGN0001', rows })
    expect(refusal.entries).toHaveLength(100)
    expect(refusal.entries[0]).toEqual({ field: 'rows.0.city', message: 'Row 3: Missing required value(s): city' })
    expect(refusal.entries[99]).toEqual({ field: 'rows.99.city', message: 'Row 102: Missing required value(s): city' })
    expect(refusal.moreLine).toBe('150 more errors not shown...')
    expect(refusal.message).toBe('Row 3: Missing required value(s): city; 249 more errors not shown...')
  })

  it('a row without a usable number of its own is named by its place in the list', () => {
    const input = { name: 'stores.xlsx', campaignIdentity: 'CAMPAIGN0001', rows: [row(3), row(1), 'not a row'] }
    expect(refusalOf(input).entries.map((entry) => entry.message)).toEqual([
      'Row 4: Enter a number equal to or above 3',
      'Row 5: Invalid input: expected object, received string',
    ])
  })

  it('names a field outside the rows in its toast line', () => {
    const issues: InputIssue[] = [
      { path: ['rows', 0, 'city'], message: 'Missing required value(s): city' },
      { path: ['name'], message: 'This field is required.' },
    ]
    const refusal = storeListRefusal(storeListIssueEntries(issues, { rows: [row(7)] }))
    expect(refusal.entries.map((entry) => entry.field)).toEqual(['name', 'rows.0.city'])
    expect(refusal.message).toBe('name: This field is required.; 1 more errors not shown...')
  })
})
