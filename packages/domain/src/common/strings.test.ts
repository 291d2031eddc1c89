import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { optionalText, optionalTextBetween, requiredText, textBetween } from './strings'

const messages = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('requiredText', () => {
  const schema = requiredText(5)
  it('accepts up to the limit and trims', () => {
    expect(schema.parse('  abcde  ')).toBe('abcde')
    expect(schema.parse('a')).toBe('a')
  })
  it('refuses one past the limit', () => {
    expect(messages(schema, 'abcdef')).toEqual(['Must not be longer than 5 characters'])
  })
  it('treats missing, null and blank as required, with one message', () => {
    for (const input of [undefined, null, '', '    ']) expect(messages(schema, input)).toEqual(['This field is required.'])
  })
  it('refuses other types', () => {
    expect(messages(schema, 12)).toEqual(['Must be text'])
  })
  it('keeps spaces when asked (passwords)', () => {
    expect(requiredText(10, { trim: false }).parse(' pw ')).toBe(' pw ')
    expect(messages(requiredText(3, { trim: false }), ' pw ')).toEqual(['Must not be longer than 3 characters'])
  })
})

describe('optionalText', () => {
  const schema = optionalText(3)
  it('accepts absence, empty and up to the limit', () => {
    expect(schema.parse(undefined)).toBeUndefined()
    expect(schema.parse('')).toBe('')
    expect(schema.parse(' abc ')).toBe('abc')
  })
  it('refuses over the limit and null', () => {
    expect(messages(schema, 'abcd')).toEqual(['Must not be longer than 3 characters'])
    expect(messages(schema, null)).toEqual(['Must be text'])
  })
})

describe('textBetween', () => {
  const schema = textBetween(5, 7)
  it('accepts both bounds', () => {
    expect(schema.parse('abcde')).toBe('abcde')
    expect(schema.parse('abcdefg')).toBe('abcdefg')
  })
  it('gives the between message just outside either bound', () => {
    expect(messages(schema, 'abcd')).toEqual(['Must be between 5 and 7 characters'])
    expect(messages(schema, 'abcdefgh')).toEqual(['Must be between 5 and 7 characters'])
  })
  it('counts characters after trimming', () => {
    expect(messages(schema, '  abcd  ')).toEqual(['Must be between 5 and 7 characters'])
  })
  it('is required first', () => {
    expect(messages(schema, '')).toEqual(['This field is required.'])
  })
  it('says exactly when both bounds are equal', () => {
    expect(messages(textBetween(3, 3), 'ab')).toEqual(['Must be exactly 3 characters'])
  })
})

describe('optionalTextBetween', () => {
  const schema = optionalTextBetween(2, 3)
  it('accepts empty or in range', () => {
    expect(schema.parse('')).toBe('')
    expect(schema.parse(undefined)).toBeUndefined()
    expect(schema.parse('ab')).toBe('ab')
  })
  it('refuses out of range', () => {
    expect(messages(schema, 'a')).toEqual(['Must be between 2 and 3 characters'])
    expect(messages(schema, 'abcd')).toEqual(['Must be between 2 and 3 characters'])
  })
})
