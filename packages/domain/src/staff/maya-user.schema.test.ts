import { describe, expect, it } from 'vitest'
import { displayedRange } from '../common/pagination'
import { errorsOf, repeat } from '../test/issues'
import { mayaUserCreateSchema, mayaUserMessages, mayaUserPatchSchema, mayaUserResetPasswordSchema, qnsLevelLabel } from './maya-user.schema'

const valid = { email: 'val@example.com', firstName: 'Val', lastName: 'Idator', password: 'secret' }

describe('Maya user form', () => {
  it('defaults User Access to 3 (Validator)', () => {
    expect(mayaUserCreateSchema.parse(valid).qnsLevel).toBe(3)
    expect(qnsLevelLabel(3)).toBe('Validator')
    expect(qnsLevelLabel(4)).toBe('Manager')
    expect(qnsLevelLabel(5)).toBe('Admin')
  })
  it.each(['firstName', 'lastName', 'password'] as const)('%s: required, at most 255', (field) => {
    expect(errorsOf(mayaUserCreateSchema, { ...valid, [field]: repeat(255) })).toEqual({})
    expect(errorsOf(mayaUserCreateSchema, { ...valid, [field]: repeat(256) })).toEqual({ [field]: 'Must not be longer than 255 characters' })
    expect(errorsOf(mayaUserCreateSchema, { ...valid, [field]: '' })).toEqual({ [field]: 'This field is required.' })
  })
  it('refuses access levels other than 3, 4, 5', () => {
    expect(errorsOf(mayaUserCreateSchema, { ...valid, qnsLevel: 4 })).toEqual({})
    expect(errorsOf(mayaUserCreateSchema, { ...valid, qnsLevel: 2 })).toEqual({ qnsLevel: 'Choose one of the listed options' })
  })
  it('keeps the spaces of a password', () => {
    expect(mayaUserResetPasswordSchema.parse({ password: ' pass ' }).password).toBe(' pass ')
    expect(errorsOf(mayaUserResetPasswordSchema, {})).toEqual({ password: 'This field is required.' })
  })
  it('a patch carries any subset and never a password', () => {
    expect(mayaUserPatchSchema.parse({ qnsLevel: 5 })).toEqual({ qnsLevel: 5 })
    expect(mayaUserPatchSchema.parse({ password: 'x' })).toEqual({})
  })
  it('caption reads Displaying X to Y of N Maya Users', () => {
    const { from, to } = displayedRange({ currentPage: 2, size: 10, totalElements: 15 })
    expect(mayaUserMessages.caption(from, to, 15)).toBe('Displaying 11 to 15 of 15 Maya Users')
    expect(mayaUserMessages.reset('Val')).toBe("Successfully reset Val's password")
  })
})
