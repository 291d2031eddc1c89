import { describe, expect, it } from 'vitest'
import { errorsOf, repeat } from '../test/issues'
import { cubeTypeLabel, dashboardMappingBodySchema, responsibilityBodySchema, sisenseCubeBodySchema } from './lookup-tables.schema'
import { lookupTableQuerySchema } from './lookup-tables.resources'

describe('lookup-table forms', () => {
  it('responsibility: name and description required, at most 64', () => {
    expect(errorsOf(responsibilityBodySchema, { name: 'n', description: 'd' })).toEqual({})
    expect(errorsOf(responsibilityBodySchema, { name: repeat(65), description: '' })).toEqual({
      name: 'Must not be longer than 64 characters',
      description: 'This field is required.',
    })
  })
  it('cube: sisense id, name, description required; type 1 or 6, Production by default', () => {
    expect(sisenseCubeBodySchema.parse({ sisense_id: 's', name: 'n', description: 'd' }).sisense_cube_type_id).toBe(1)
    expect(errorsOf(sisenseCubeBodySchema, { sisense_id: repeat(65), name: 'n', description: 'd', sisense_cube_type_id: 3 })).toEqual({
      sisense_id: 'Must not be longer than 64 characters',
      sisense_cube_type_id: 'Choose one of the listed options',
    })
    expect(cubeTypeLabel(1)).toBe('Production')
    expect(cubeTypeLabel(6)).toBe('Unknown')
  })
  it('mapping: responsibility and dashboard both required', () => {
    expect(errorsOf(dashboardMappingBodySchema, {})).toEqual({
      responsibility_identity: 'This field is required.',
      sisense_dashboard_id: 'This field is required.',
    })
    expect(errorsOf(dashboardMappingBodySchema, { responsibility_identity: 'RBRANDMANAGR', sisense_dashboard_id: 3 })).toEqual({})
  })
  it('query: a known table, page size 10 by default, flags as text', () => {
    expect(lookupTableQuerySchema.parse({ table: 'responsibilities' })).toMatchObject({ page: 1, limit: 10 })
    expect(lookupTableQuerySchema.parse({ table: 'responsibilities', is_deleted: 'false' }).is_deleted).toBe(false)
    expect(errorsOf(lookupTableQuerySchema, { table: 'users' })).toEqual({ table: 'Choose one of the listed options' })
    expect(errorsOf(lookupTableQuerySchema, {})).toEqual({ table: 'This field is required.' })
  })
})
