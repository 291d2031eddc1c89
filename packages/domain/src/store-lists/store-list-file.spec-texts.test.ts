import { describe, expect, it } from 'vitest'
import { validateStoreListFile } from './store-list-file'
import { TEMPLATE_COLUMNS } from './store-list.columns'

const header = [...TEMPLATE_COLUMNS]
/** A row in template column order; overrides by column name. */
function row(overrides: Record<string, unknown> = {}): unknown[] {
  const base: Record<string, unknown> = {
    wiser_mission_id: 'MENABLED0001',
    group_name: 'North',
    group_cap: 10,
    wiser_store_id: '',
    org_name: 'Acme',
    store_number: '17',
    street_address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
    pin_active: 'true',
  }
  const merged = { ...base, ...overrides }
  return header.map((column) => merged[column])
}

describe('validateStoreListFile', () => {
  it('accepts a clean file and summarises missions and groups', () => {
    const result = validateStoreListFile({ header, rows: [row(), row({ group_name: 'South', group_cap: 5 }), row({ store_number: '18' })] })
    expect(result.errors).toEqual([])
    expect(result.canSubmit).toBe(true)
    expect(result.storeRowCount).toBe(3)
    expect(result.missionCount).toBe(1)
    expect(result.missions[0]!.groups).toEqual([
      { name: 'North', groupCap: 10, storeCount: 2 },
      { name: 'South', groupCap: 5, storeCount: 1 },
    ])
  })

  it('reports missing and unknown columns with the spec texts', () => {
    const result = validateStoreListFile({ header: ['wiser_mission_id', 'group_name', 'colour'], rows: [['M1', 'G']] })
    expect(result.errors[0]).toBe('Store list missing required column(s): group_cap, org_name, street_address, city, state, country')
    expect(result.warnings[0]).toBe('Store list has unknown column(s): colour')
  })

  it('needs at least one row and at most 50,000', () => {
    expect(validateStoreListFile({ header, rows: [[], ['  ']] }).errors).toContain('Store list must have at least one store row')
    const many = Array.from({ length: 50_001 }, () => row())
    expect(validateStoreListFile({ header, rows: many }).errors).toContain('Store list contains more than the maximum 50,000 store rows')
  })

  it('finds conflicting group caps, Nevada, bad zips and missing values, numbered from row 3', () => {
    const result = validateStoreListFile({
      header,
      rows: [
        row(),
        row({ group_cap: 11 }),
        row({ state: 'NV' }),
        row({ postal_code: '7870' }),
        row({ postal_code: '787' }),
        row({ org_name: '', city: '' }),
        row({ country: 'CAN', postal_code: 'ZZZ' }),
      ],
    })
    expect(result.errors).toEqual([
      'Store list has conflicting group caps for: North',
      'Row 7: Invalid US zip code: 787',
      'Row 8: Missing required value(s): org_name, city',
      'Row 9: Invalid CAN postal code: ZZZ',
    ])
    expect(result.warnings).toEqual(['Row 5: Store is in Nevada'])
    expect(result.rows[3]!.postalCode).toBe('07870')
    expect(result.canSubmit).toBe(false)
  })

  it('does not require the address when the row has a wiser_store_id', () => {
    const result = validateStoreListFile({
      header,
      rows: [row({ wiser_store_id: 'OPLACE000001', org_name: '', street_address: '', city: '', state: '', country: '' })],
    })
    expect(result.errors).toEqual([])
  })

  it('reads pin_active true or 1 as running, anything else as paused', () => {
    const result = validateStoreListFile({
      header,
      rows: [row({ pin_active: 'TRUE' }), row({ pin_active: 1 }), row({ pin_active: 'no' }), row({ pin_active: '' })],
    })
    expect(result.rows.map((r) => r.pinIsRunning)).toEqual([true, true, false, false])
  })

  it('shows at most 100 errors with the more-errors line', () => {
    const rows = Array.from({ length: 150 }, () => row({ postal_code: 'bad' }))
    const result = validateStoreListFile({ header, rows })
    expect(result.shownErrors.shown).toHaveLength(100)
    expect(result.shownErrors.moreLine).toBe('50 more errors not shown...')
  })
})
