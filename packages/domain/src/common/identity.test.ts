import { describe, expect, it } from 'vitest'
import { isIdentity } from './identity'
import { identitySchema } from './identity.schema'

describe('identity', () => {
  it('is 12 uppercase letters or digits', () => {
    expect(isIdentity('ABCDEF123456')).toBe(true)
    expect(isIdentity('ABCDEF12345')).toBe(false)
    expect(isIdentity('ABCDEF1234567')).toBe(false)
    expect(isIdentity('abcdef123456')).toBe(false)
    expect(isIdentity('ABCDEF-23456')).toBe(false)
    expect(isIdentity(123456789012)).toBe(false)
  })
  it('schema trims and explains', () => {
    expect(identitySchema.parse(' ABCDEF123456 ')).toBe('ABCDEF123456')
    expect(identitySchema.safeParse('').error?.issues[0]?.message).toBe('This field is required.')
    expect(identitySchema.safeParse('abc').error?.issues[0]?.message).toBe('Must be 12 uppercase letters or digits')
  })
})
