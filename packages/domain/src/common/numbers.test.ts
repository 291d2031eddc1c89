import { describe, expect, it } from 'vitest'
import { requiredNumber } from './numbers'

const messages = (schema: ReturnType<typeof requiredNumber>, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

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
