import { describe, expect, it } from 'vitest'
import { checkPostalCode, readRowValues, rowNumberForIndex, validateStoreListRow } from './store-list-row'

const withStoreId = { wiser_mission_id: 'M1', group_name: 'G1', group_cap: 10, wiser_store_id: 'S1' }
const withAddress = {
  wiser_mission_id: 'M1',
  group_name: 'G1',
  group_cap: '10',
  org_name: 'Acme',
  street_address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  country: 'US',
  postal_code: '62701',
}

describe('row numbers', () => {
  it('start at 3 for the first data row', () => {
    expect(rowNumberForIndex(0)).toBe(3)
    expect(rowNumberForIndex(9)).toBe(12)
  })
})

describe('store list row', () => {
  it('builds the upload payload', () => {
    expect(validateStoreListRow(withAddress, 3)).toEqual({
      row: {
        rowNumber: 3,
        wiserMissionId: 'M1',
        groupName: 'G1',
        groupCap: 10,
        pinIsRunning: false,
        wiserStoreId: null,
        organizationName: 'Acme',
        storeNumber: null,
        streetAddress: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'US',
        latitude: null,
        longitude: null,
      },
      errors: [],
      warnings: [],
    })
  })
  it('reads header text in any case and spacing', () => {
    expect(readRowValues({ ' Wiser_Mission_ID ': ' M9 ', GROUP_NAME: 'G' })).toEqual({ wiser_mission_id: 'M9', group_name: 'G' })
  })
  it('reads array rows through the header columns', () => {
    const result = validateStoreListRow(['M1', 'G1', 5, 'S1'], 4, ['wiser_mission_id', 'group_name', 'group_cap', 'wiser_store_id'])
    expect(result.errors).toEqual([])
    expect(result.row).toMatchObject({ wiserMissionId: 'M1', groupCap: 5, wiserStoreId: 'S1' })
  })
  it('lists missing base values', () => {
    expect(validateStoreListRow({ wiser_store_id: 'S1', group_cap: 1 }, 7).errors).toEqual(['Row 7: Missing required value(s): wiser_mission_id, group_name'])
  })
  it('needs the address without a wiser_store_id', () => {
    expect(validateStoreListRow({ wiser_mission_id: 'M', group_name: 'G', group_cap: 1, city: 'X' }, 3).errors).toEqual([
      'Row 3: Missing required value(s): org_name, street_address, state, country',
    ])
    expect(validateStoreListRow({ ...withAddress, street_address: '   ' }, 3).errors).toEqual(['Row 3: Missing required value(s): street_address'])
    expect(validateStoreListRow(withStoreId, 3).errors).toEqual([])
  })
  it('needs a positive whole group cap', () => {
    for (const cap of ['0', '-1', '2.5', 'ten', 1.5, 0]) {
      expect(validateStoreListRow({ ...withStoreId, group_cap: cap }, 3).errors).toEqual([`Row 3: Invalid group_cap: ${String(cap)}`])
    }
    expect(validateStoreListRow({ ...withStoreId, group_cap: '007' }, 3).row.groupCap).toBe(7)
  })
  it('warns about Nevada', () => {
    const result = validateStoreListRow({ ...withAddress, state: 'nv' }, 5)
    expect(result.warnings).toEqual(['Row 5: Store is in Nevada'])
    expect(result.errors).toEqual([])
  })
  it('US zip: 5 digits or 5+4; 4 digits padded with 0', () => {
    expect(validateStoreListRow({ ...withAddress, postal_code: '62701-1234' }, 3).errors).toEqual([])
    const padded = validateStoreListRow({ ...withAddress, postal_code: 2134 }, 3)
    expect(padded.errors).toEqual([])
    expect(padded.row.postalCode).toBe('02134')
    for (const bad of ['123', '123456', '62701-12', 'ABCDE']) {
      expect(validateStoreListRow({ ...withAddress, postal_code: bad }, 3).errors).toEqual([`Row 3: Invalid US zip code: ${bad}`])
    }
    expect(validateStoreListRow({ ...withAddress, country: 'USA', postal_code: '1' }, 3).errors).toEqual(['Row 3: Invalid USA zip code: 1'])
  })
  it('Canadian postal codes for country CAN', () => {
    const canadian = { ...withAddress, country: 'CAN', state: 'ON' }
    for (const good of ['K1A 0B1', 'k1a0b1', 'M5V-3L9']) {
      expect(validateStoreListRow({ ...canadian, postal_code: good }, 3).errors).toEqual([])
    }
    for (const bad of ['12345', 'D1A 0B1', 'K1A 0B']) {
      expect(validateStoreListRow({ ...canadian, postal_code: bad }, 3).errors).toEqual([`Row 3: Invalid CAN postal code: ${bad}`])
    }
  })
  it('other countries and blank postal codes are not checked', () => {
    expect(checkPostalCode('MX', '1')).toEqual({ postalCode: '1' })
    expect(validateStoreListRow({ ...withAddress, postal_code: '' }, 3).errors).toEqual([])
  })
  it('pin_active: true or 1 means running; anything else, blank included, paused', () => {
    for (const value of [true, 1, '1', 'TRUE', ' true ']) {
      expect(validateStoreListRow({ ...withStoreId, pin_active: value }, 3).row.pinIsRunning).toBe(true)
    }
    for (const value of [false, 0, '0', 'no', '', undefined, 'yes']) {
      expect(validateStoreListRow({ ...withStoreId, pin_active: value }, 3).row.pinIsRunning).toBe(false)
    }
  })
  it('latitude and longitude: numbers in range, both or neither, reported as row errors', () => {
    expect(validateStoreListRow({ ...withAddress, latitude: '39.7817', longitude: -89.6501 }, 3)).toMatchObject({
      errors: [],
      row: { latitude: 39.7817, longitude: -89.6501 },
    })
    expect(validateStoreListRow({ ...withAddress, latitude: ' ', longitude: '' }, 3)).toMatchObject({ errors: [], row: { latitude: null, longitude: null } })
    expect(validateStoreListRow({ ...withAddress, latitude: 39.78 }, 4).errors).toEqual([
      'Row 4: Missing longitude: give latitude and longitude together, or neither',
    ])
    expect(validateStoreListRow({ ...withAddress, latitude: '-89.65', longitude: '39,78' }, 5)).toMatchObject({
      errors: ['Row 5: Invalid longitude: 39,78 (a number from -180 to 180)'],
      row: { latitude: null, longitude: null },
    })
    expect(validateStoreListRow({ ...withAddress, LATITUDE: 91, Longitude: 0 }, 6).errors).toEqual(['Row 6: Invalid latitude: 91 (a number from -90 to 90)'])
  })
  it('collects several errors of one row', () => {
    expect(
      validateStoreListRow({ wiser_mission_id: 'M', group_name: 'G', group_cap: 'x', wiser_store_id: 'S', country: 'US', postal_code: '1' }, 9).errors,
    ).toEqual(['Row 9: Invalid group_cap: x', 'Row 9: Invalid US zip code: 1'])
  })
})
