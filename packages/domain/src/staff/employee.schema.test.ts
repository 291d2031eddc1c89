import { describe, expect, it } from 'vitest'
import { errorsOf, repeat } from '../test/issues'
import { employeeMessages } from './employee.messages'
import { employeeInputSchema } from './employee.schema'

const valid = { firstName: 'Ada', lastName: 'Lovelace', title: 'Engineer', email: 'Ada@Example.com' }

describe('employee form', () => {
  it('accepts a valid employee, lower-cases the e-mail and defaults the flags', () => {
    const parsed = employeeInputSchema.parse(valid)
    expect(parsed).toMatchObject({ email: 'ada@example.com', isActive: true, isAdmin: false, applicationIdentities: [] })
  })
  it.each(['firstName', 'lastName', 'title'] as const)('%s: required, at most 64', (field) => {
    expect(errorsOf(employeeInputSchema, { ...valid, [field]: repeat(64) })).toEqual({})
    expect(errorsOf(employeeInputSchema, { ...valid, [field]: repeat(65) })).toEqual({ [field]: 'Must not be longer than 64 characters' })
    expect(errorsOf(employeeInputSchema, { ...valid, [field]: '  ' })).toEqual({ [field]: 'This field is required.' })
  })
  it('email: required, at most 64, shaped like an address', () => {
    expect(errorsOf(employeeInputSchema, { ...valid, email: '' })).toEqual({ email: 'This field is required.' })
    expect(errorsOf(employeeInputSchema, { ...valid, email: `${repeat(60)}@x.io` })).toEqual({ email: 'Must not be longer than 64 characters' })
    expect(errorsOf(employeeInputSchema, { ...valid, email: 'not-an-address' })).toEqual({ email: 'Must be a valid email address' })
  })
  it('location is optional, at most 64', () => {
    expect(errorsOf(employeeInputSchema, { ...valid, officeLocation: repeat(65) })).toEqual({ officeLocation: 'Must not be longer than 64 characters' })
  })
  it('application ids must be identities', () => {
    expect(errorsOf(employeeInputSchema, { ...valid, applicationIdentities: ['nope'] })).toEqual({
      'applicationIdentities.0': 'Must be 12 uppercase letters or digits',
    })
  })
  it('toasts follow the spec wording with the first name', () => {
    expect(employeeMessages.confirmDelete('Ada')).toBe('Are you sure you want to delete Ada')
    expect(employeeMessages.deleteFailed('Ada')).toBe('Failed to delete Ada')
  })
})
