import { describe, expect, it } from 'vitest'
import { findConflictingGroupCaps, limitMessages, storeListFileTypeError, validateStoreListFile } from './store-list-file'
import { TEMPLATE_COLUMNS } from './store-list.columns'

const header = ['wiser_mission_id', 'group_name', 'group_cap', 'wiser_store_id', 'state']
const row = (over: Record<string, unknown> = {}) => ({ wiser_mission_id: 'M1', group_name: 'G1', group_cap: 10, wiser_store_id: 'S1', ...over })

describe('store list file', () => {
  it('summarises missions, groups and stores', () => {
    const result = validateStoreListFile({
      header,
      rows: [row(), row({ wiser_store_id: 'S2' }), row({ group_name: 'G2', group_cap: 3 }), row({ wiser_mission_id: 'M2' })],
    })
    expect(result.errors).toEqual([])
    expect(result.canSubmit).toBe(true)
    expect(result.storeRowCount).toBe(4)
    expect(result.missionCount).toBe(2)
    expect(result.missions).toEqual([
      {
        wiserMissionId: 'M1',
        storeCount: 3,
        groups: [
          { name: 'G1', groupCap: 10, storeCount: 2 },
          { name: 'G2', groupCap: 3, storeCount: 1 },
        ],
      },
      { wiserMissionId: 'M2', storeCount: 1, groups: [{ name: 'G1', groupCap: 10, storeCount: 1 }] },
    ])
  })
  it('needs at least one store row; blank rows do not count', () => {
    expect(validateStoreListFile({ header, rows: [] }).errors).toEqual(['Store list must have at least one store row'])
    expect(validateStoreListFile({ header, rows: [{}, { wiser_mission_id: '  ' }, { notes: 'x' }] }).errors).toEqual([
      'Store list must have at least one store row',
    ])
  })
  it('keeps row numbers by position, even past blank rows', () => {
    const result = validateStoreListFile({ header, rows: [row(), {}, row({ group_name: '' })] })
    expect(result.errors).toEqual(['Row 5: Missing required value(s): group_name'])
    expect(result.rows.map((uploadRow) => uploadRow.rowNumber)).toEqual([3, 5])
  })
  it('refuses more than 50,000 rows, allows exactly 50,000', () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => row({ wiser_store_id: `S${index}` }))
    expect(validateStoreListFile({ header, rows }).errors).toEqual([])
    rows.push(row())
    expect(validateStoreListFile({ header, rows }).errors).toEqual(['Store list contains more than the maximum 50,000 store rows'])
  })
  it('refuses differing caps for the same mission and group, once per group', () => {
    const result = validateStoreListFile({
      header,
      rows: [row(), row({ group_cap: 11 }), row({ group_cap: 12 }), row({ wiser_mission_id: 'M2', group_cap: 99 })],
    })
    expect(result.errors).toEqual(['Store list has conflicting group caps for: G1'])
    expect(findConflictingGroupCaps([])).toEqual([])
  })
  it('reports header problems first', () => {
    const result = validateStoreListFile({ header: ['group_name', 'extra'], rows: [{ group_name: 'G', extra: 1 }] })
    expect(result.errors[0]).toBe('Store list missing required column(s): wiser_mission_id, group_cap, org_name, street_address, city, state, country')
    expect(result.warnings).toEqual(['Store list has unknown column(s): extra'])
    expect(result.canSubmit).toBe(false)
  })
  it('warnings do not block submission', () => {
    const result = validateStoreListFile({ header, rows: [row({ state: 'NV' })] })
    expect(result.warnings).toEqual(['Row 3: Store is in Nevada'])
    expect(result.canSubmit).toBe(true)
  })
  it('shows at most 100 errors and 100 warnings, with a line for the rest', () => {
    const rows = Array.from({ length: 150 }, () => row({ group_cap: 'x', state: 'NV' }))
    const result = validateStoreListFile({ header, rows })
    expect(result.errors).toHaveLength(150)
    expect(result.shownErrors.shown).toHaveLength(100)
    expect(result.shownErrors.shown[99]).toBe('Row 102: Invalid group_cap: x')
    expect(result.shownErrors.moreLine).toBe('50 more errors not shown...')
    expect(result.shownWarnings.moreLine).toBe('50 more errors not shown...')
    expect(limitMessages(['a'], 100)).toEqual({ shown: ['a'], hiddenCount: 0, moreLine: null })
  })
  it('reads array rows through the header', () => {
    const result = validateStoreListFile({ header: [...TEMPLATE_COLUMNS], rows: [['M1', 'G1', 2, 'S1']] })
    expect(result.errors).toEqual([])
    expect(result.rows[0]).toMatchObject({ wiserMissionId: 'M1', groupName: 'G1', groupCap: 2, wiserStoreId: 'S1' })
  })
})

describe('store list file performance', () => {
  const bigRows = Array.from({ length: 50_000 }, (_, index) => ({
    wiser_mission_id: `M${index % 7}`,
    group_name: `Group ${index % 40}`,
    group_cap: 10 + (index % 7),
    org_name: 'Acme Foods',
    street_address: `${index} Main St`,
    city: 'Springfield',
    state: index % 50 === 0 ? 'NV' : 'IL',
    postal_code: index % 3 === 0 ? 2134 : '62701-1234',
    country: 'US',
    pin_active: index % 2 === 0 ? '1' : '',
  }))
  /** Fastest of three runs, so a busy machine or a cold JIT does not decide the result. */
  const fastestMs = (run: () => void) => {
    let best = Infinity
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = Date.now()
      run()
      best = Math.min(best, Date.now() - started)
    }
    return best
  }
  it('validates 50,000 object rows in well under a second', () => {
    const result = validateStoreListFile({ header: [...TEMPLATE_COLUMNS], rows: bigRows })
    expect(result.storeRowCount).toBe(50_000)
    expect(result.missionCount).toBe(7)
    expect(result.warnings).toHaveLength(1000)
    expect(fastestMs(() => validateStoreListFile({ header: [...TEMPLATE_COLUMNS], rows: bigRows }))).toBeLessThan(400)
  })
  it('validates 50,000 array rows in well under a second', () => {
    const arrays = bigRows.map((bigRow) => TEMPLATE_COLUMNS.map((column) => (bigRow as Record<string, unknown>)[column]))
    expect(validateStoreListFile({ header: [...TEMPLATE_COLUMNS], rows: arrays }).storeRowCount).toBe(50_000)
    expect(fastestMs(() => validateStoreListFile({ header: [...TEMPLATE_COLUMNS], rows: arrays }))).toBeLessThan(400)
  })
})

describe('store list file type', () => {
  it('takes .xls and .xlsx in any case, and names any other file with the two it takes', () => {
    expect(storeListFileTypeError('Stores.XLSX')).toBeNull()
    expect(storeListFileTypeError('legacy.xls')).toBeNull()
    expect(storeListFileTypeError('stores.csv')).toBe('stores.csv is not a store list: only .xls and .xlsx spreadsheets can be uploaded.')
    expect(storeListFileTypeError('stores.xlsx.pdf')).not.toBeNull()
    expect(storeListFileTypeError('xlsx')).not.toBeNull()
  })
})
