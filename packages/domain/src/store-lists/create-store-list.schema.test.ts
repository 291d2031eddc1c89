import { describe, expect, it } from 'vitest'
import { errorsOf } from '../test/issues'
import { createMissionDeployTemplateInputSchema, uploadRowSchema } from './create-store-list.schema'
import { validateStoreListFile } from './store-list-file'
import { TEMPLATE_COLUMNS } from './store-list.columns'

const row = {
  rowNumber: 3,
  wiserMissionId: 'M1',
  groupName: 'G1',
  groupCap: 5,
  pinIsRunning: true,
  wiserStoreId: null,
  organizationName: 'Acme',
  storeNumber: null,
  streetAddress: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
}
const input = { name: 'stores.xlsx', campaignIdentity: 'CAMPAIGN0001', rows: [row] }

describe('createMissionDeployTemplate input', () => {
  it('accepts what the browser validator produces', () => {
    const file = validateStoreListFile({ header: [...TEMPLATE_COLUMNS], rows: [['M1', 'G1', 5, '', 'Acme', '', '1 Main St', 'Austin', 'TX', 2134, 'US', '1']] })
    expect(file.errors).toEqual([])
    expect(createMissionDeployTemplateInputSchema.parse({ ...input, rows: file.rows }).rows[0]).toMatchObject({ postalCode: '02134', pinIsRunning: true })
  })
  it('name: required, at most 255', () => {
    expect(errorsOf(createMissionDeployTemplateInputSchema, { ...input, name: 'x'.repeat(255) })).toEqual({})
    expect(errorsOf(createMissionDeployTemplateInputSchema, { ...input, name: 'x'.repeat(256) })).toEqual({ name: 'Must not be longer than 255 characters' })
    expect(errorsOf(createMissionDeployTemplateInputSchema, { ...input, name: '' })).toEqual({ name: 'This field is required.' })
  })
  it('rows: 1 to 50,000, no conflicting group caps', () => {
    expect(errorsOf(createMissionDeployTemplateInputSchema, { ...input, rows: [] })).toEqual({ rows: 'Store list must have at least one store row' })
    const many = Array.from({ length: 50_001 }, () => row)
    expect(errorsOf(createMissionDeployTemplateInputSchema, { ...input, rows: many })).toEqual({
      rows: 'Store list contains more than the maximum 50,000 store rows',
    })
    expect(errorsOf(createMissionDeployTemplateInputSchema, { ...input, rows: [row, { ...row, groupCap: 6 }] })).toEqual({
      rows: 'Store list has conflicting group caps for: G1',
    })
  })
  it('rows: the same per-row rules as the file, in the same words', () => {
    expect(errorsOf(uploadRowSchema, { ...row, city: '' })).toEqual({ city: 'Missing required value(s): city' })
    // A message about several columns is about the row.
    expect(errorsOf(uploadRowSchema, { ...row, city: null, state: ' ' })).toEqual({ _form: 'Missing required value(s): city, state' })
    expect(errorsOf(uploadRowSchema, { ...row, wiserMissionId: null, groupCap: null })).toEqual({
      _form: 'Missing required value(s): wiser_mission_id, group_cap',
    })
    expect(errorsOf(uploadRowSchema, { ...row, city: null, wiserStoreId: 'S1' })).toEqual({})
    expect(errorsOf(uploadRowSchema, { ...row, groupCap: 0 })).toEqual({ groupCap: 'Invalid group_cap: 0' })
    expect(errorsOf(uploadRowSchema, { ...row, postalCode: '787' })).toEqual({ postalCode: 'Invalid US zip code: 787' })
    expect(errorsOf(uploadRowSchema, { ...row, country: 'CAN', postalCode: '78701' })).toEqual({ postalCode: 'Invalid CAN postal code: 78701' })
    expect(errorsOf(uploadRowSchema, { ...row, rowNumber: 2 })).toEqual({ rowNumber: 'Enter a number equal to or above 3' })
    expect(uploadRowSchema.parse({ ...row, postalCode: '2134' }).postalCode).toBe('02134')
  })
  it('rows: latitude and longitude, both or neither, in range (ours)', () => {
    expect(uploadRowSchema.parse(row)).toMatchObject({ latitude: null, longitude: null })
    expect(uploadRowSchema.parse({ ...row, latitude: 30.2672, longitude: -97.7431 })).toMatchObject({ latitude: 30.2672, longitude: -97.7431 })
    expect(errorsOf(uploadRowSchema, { ...row, latitude: 30.2672, longitude: null })).toEqual({
      longitude: 'Missing longitude: give latitude and longitude together, or neither',
    })
    expect(errorsOf(uploadRowSchema, { ...row, latitude: -97.7431, longitude: 190 })).toEqual({
      latitude: 'Invalid latitude: -97.7431 (a number from -90 to 90)',
      longitude: 'Invalid longitude: 190 (a number from -180 to 180)',
    })
    expect(errorsOf(uploadRowSchema, { ...row, latitude: '30.2', longitude: -97.7 })).toEqual({ latitude: 'Must be a number' })
  })
  it('the browser and the server say the same of the same row', () => {
    const file = validateStoreListFile({
      header: [...TEMPLATE_COLUMNS],
      rows: [['M1', 'G1', 5, '', 'Acme', '', '', '', 'TX', '787', 'US', '1', '95', '-97.7']],
    })
    const server = uploadRowSchema.safeParse({ ...row, streetAddress: null, city: null, postalCode: '787', latitude: 95, longitude: -97.7 })
    expect(server.success).toBe(false)
    const serverMessages = server.error!.issues.map((issue) => `Row 3: ${issue.message}`)
    expect(serverMessages).toEqual(file.errors)
  })
})
