import { describe, expect, it } from 'vitest'
import { errorMessage, exactLength, lengthBetween, numberAtLeast, REQUIRED, tooLong, tooShort, UNKNOWN_ERROR } from './messages'

describe('generic messages', () => {
  it('match the spec texts verbatim', () => {
    expect(REQUIRED).toBe('This field is required.')
    expect(tooLong(64)).toBe('Must not be longer than 64 characters')
    expect(tooShort(5)).toBe('Must be at least 5 characters')
    expect(exactLength(12)).toBe('Must be exactly 12 characters')
    expect(lengthBetween(15, 18)).toBe('Must be between 15 and 18 characters')
    expect(UNKNOWN_ERROR).toBe('Unknown Error')
    expect(numberAtLeast(0)).toBe('Enter a number equal to or above 0')
  })
})

describe('errorMessage', () => {
  it('takes the message of an error', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom')
    expect(errorMessage({ message: 'from graphql' })).toBe('from graphql')
    expect(errorMessage('plain text')).toBe('plain text')
  })
  it("falls back to 'Unknown Error'", () => {
    for (const value of [undefined, null, 42, {}, new Error(''), { message: 3 }, '   ']) {
      expect(errorMessage(value)).toBe('Unknown Error')
    }
  })
})
