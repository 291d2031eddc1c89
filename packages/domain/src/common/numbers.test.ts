import { describe, expect, it } from 'vitest'
import { INT4_MAX, int4Count, int4Id, requiredNumber } from './numbers'

const messages = (schema: ReturnType<typeof requiredNumber>, input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('requiredNumber', () => {
  const schema = requiredNumber({ min: 1, max: 10, integer: true })
  it('accepts the bounds', () => {
    expect(schema.parse(1)).toBe(1)
    expect(schema.parse(10)).toBe(10)
  })
  it('explains each failure', () => {
    expect(messages(schema, 0)).toEqual(['Enter a number equal to or above 1'])
    expect(messages(schema, 11)).toEqual(['Enter a number equal to or below 10'])
    expect(messages(schema, 2.5)).toEqual(['Must be a whole number'])
    for (const blank of [undefined, null, '']) expect(messages(schema, blank)).toEqual(['This field is required.'])
    expect(messages(schema, '5')).toEqual(['Must be a number'])
    expect(messages(schema, Number.NaN)).toEqual(['Must be a number'])
  })
  it('takes custom bound messages', () => {
    expect(messages(requiredNumber({ min: 1, minMessage: 'Enter a number above 0' }), 0)).toEqual(['Enter a number above 0'])
  })
})

describe('int4Id', () => {
  const id = int4Id()
  it('takes 1 to 2147483647', () => {
    expect(id.parse(1)).toBe(1)
    expect(id.parse(INT4_MAX)).toBe(2147483647)
  })
  it('refuses what an integer column cannot hold, with a field message', () => {
    expect(messages(id as never, INT4_MAX + 1)).toEqual(['Enter a number equal to or below 2147483647'])
    expect(messages(id as never, 0)).toEqual(['Enter a number equal to or above 1'])
    expect(messages(id as never, 1.5)).toEqual(['Must be a whole number'])
    expect(messages(id as never, '5')).toEqual(['Must be a whole number'])
    expect(messages(id as never, null)).toEqual(['This field is required.'])
  })
  it('reads plain decimal text when asked, and nothing else', () => {
    const fromText = int4Id({ fromText: true })
    expect(fromText.parse('42')).toBe(42)
    expect(fromText.safeParse('2147483648').success).toBe(false)
    for (const text of ['1e3', '0x10', ' ', '', '4.0', 'NaN', '12abc']) expect(fromText.safeParse(text).success, text).toBe(false)
  })
  it('counts start at 0', () => {
    expect(int4Count().parse(0)).toBe(0)
    expect(int4Count().safeParse(-1).success).toBe(false)
  })
  it('gives whole numbers without bounds of their own the int4 range', () => {
    expect(messages(requiredNumber({ integer: true }), 2 ** 31)).toEqual(['Enter a number equal to or below 2147483647'])
    expect(messages(requiredNumber({ integer: true }), -(2 ** 31) - 1)).toEqual(['Enter a number equal to or above -2147483648'])
  })
})
