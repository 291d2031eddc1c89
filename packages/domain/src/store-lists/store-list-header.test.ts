import { describe, expect, it } from 'vitest'
import { readStoreListHeader } from './store-list-header'
import { TEMPLATE_COLUMNS } from './store-list.columns'

describe('store list header', () => {
  it('accepts the template header, in any case and spacing', () => {
    const result = readStoreListHeader(TEMPLATE_COLUMNS.map((column) => ` ${column.toUpperCase()} `))
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([])
    expect(result.columns).toEqual([...TEMPLATE_COLUMNS])
  })
  it('without wiser_store_id the address columns are required', () => {
    expect(readStoreListHeader(['wiser_mission_id', 'group_name', 'group_cap']).errors).toEqual([
      'Store list missing required column(s): org_name, street_address, city, state, country',
    ])
  })
  it('with wiser_store_id only the three base columns are required', () => {
    expect(readStoreListHeader(['wiser_store_id', 'group_cap']).errors).toEqual(['Store list missing required column(s): wiser_mission_id, group_name'])
    expect(readStoreListHeader(['wiser_mission_id', 'group_name', 'group_cap', 'wiser_store_id']).errors).toEqual([])
  })
  it('warns about unknown columns once each, ignoring blanks', () => {
    const result = readStoreListHeader(['wiser_mission_id', 'group_name', 'group_cap', 'wiser_store_id', ' Notes ', '', null, 'notes', 'Phone'])
    expect(result.warnings).toEqual(['Store list has unknown column(s): Notes, Phone'])
    expect(result.errors).toEqual([])
    expect(result.columns).toEqual(['wiser_mission_id', 'group_name', 'group_cap', 'wiser_store_id', null, null, null, null, null])
  })
  it('keeps the first of a repeated column', () => {
    expect(readStoreListHeader(['city', 'City']).columns).toEqual(['city', null])
  })
  it('treats a missing header as no columns', () => {
    expect(readStoreListHeader(undefined).missing).toHaveLength(8)
  })
})
