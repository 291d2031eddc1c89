import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError } from './errors'
import {
  assertCanonicalInput,
  CONTROL_CHARACTERS,
  INVALID_UNICODE,
  inputProblems,
  isCanonicalInput,
  MAX_NESTING_DEPTH,
  MAX_TEXT_LENGTH,
  NOT_FINITE,
  TEXT_TOO_LONG,
  TOO_DEEP,
  textProblem,
} from './input-canonical'

describe('textProblem', () => {
  it('refuses C0 control characters and DEL, but not tab, line feed or carriage return', () => {
    for (let code = 0; code < 32; code++) {
      const expected = [9, 10, 13].includes(code) ? undefined : CONTROL_CHARACTERS
      expect(textProblem(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(expected)
    }
    expect(textProblem('a\u007fb')).toBe(CONTROL_CHARACTERS)
    expect(textProblem('Café – 😀 \u00a0 \u202e')).toBeUndefined()
  })

  it('refuses unpaired surrogates and text over the ceiling', () => {
    expect(textProblem('a\ud800')).toBe(INVALID_UNICODE)
    expect(textProblem('\udc00a')).toBe(INVALID_UNICODE)
    expect(textProblem('x'.repeat(MAX_TEXT_LENGTH))).toBeUndefined()
    expect(textProblem('x'.repeat(MAX_TEXT_LENGTH + 1))).toBe(TEXT_TOO_LONG)
  })
})

describe('inputProblems', () => {
  it('names each bad field by its path', () => {
    expect(inputProblems({ customer: { name: 'a\u0000', tags: ['ok', 'b\u0001'] } })).toEqual({
      'customer.name': [CONTROL_CHARACTERS],
      'customer.tags.1': [CONTROL_CHARACTERS],
    })
    expect(inputProblems('\u0000', ['identity'])).toEqual({ identity: [CONTROL_CHARACTERS] })
  })

  it('checks keys too, and shows them without their control characters', () => {
    expect(inputProblems({ 'na\u0000me': 'x' })).toEqual({ 'na\\u0000me': [CONTROL_CHARACTERS] })
  })

  it('keeps __proto__ a field name, never the prototype', () => {
    const fields = inputProblems(JSON.parse('{"__proto__": {"x": "\\u0000"}}'))
    expect(Object.keys(fields)).toEqual(['__proto__.x'])
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('refuses infinite numbers and nesting deeper than the limit, without recursion', () => {
    expect(inputProblems({ n: Infinity })).toEqual({ n: [NOT_FINITE] })
    let deep: unknown = 'leaf'
    for (let level = 0; level < 100_000; level++) deep = [deep]
    expect(Object.values(inputProblems(deep))).toEqual([[TOO_DEEP]])
    let allowed: unknown = 'leaf'
    for (let level = 0; level < MAX_NESTING_DEPTH; level++) allowed = { a: allowed }
    expect(inputProblems(allowed)).toEqual({})
  })

  it('reports at most 20 fields however many are bad', () => {
    const rows = Array.from({ length: 50_000 }, () => ({ city: '\u0000' }))
    expect(Object.keys(inputProblems({ rows }))).toHaveLength(20)
  })

  it('passes a 50,000-row store list quickly', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => ({
      rowNumber: i + 3,
      organizationName: 'Evergreen Pharmacy',
      streetAddress: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
      groupName: 'A',
      groupCap: 10,
      pinIsRunning: true,
      wiserMissionId: 'MSCALE10KPIN',
      storeNumber: String(i),
      wiserStoreId: null,
    }))
    const started = performance.now()
    expect(inputProblems({ input: { name: 'list.xlsx', rows } })).toEqual({})
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

describe('assertCanonicalInput', () => {
  it('throws a 400 with every field of every part', () => {
    let error: unknown
    try {
      assertCanonicalInput([
        [[], { identity: 'A\u0000' }],
        [[], { table: 'x\u0007' }],
        [[], { customer: { name: 'ok' } }],
      ])
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ statusCode: 400, fields: { identity: [CONTROL_CHARACTERS], table: [CONTROL_CHARACTERS] } })
  })

  it('lets acceptable input through', () => {
    expect(() =>
      assertCanonicalInput([
        [[], { customer: { name: 'Northwind\tBeverages\r\n' } }],
        [[], undefined],
        [[], null],
      ]),
    ).not.toThrow()
  })
})

describe('isCanonicalInput (the walk without paths that lets acceptable input through)', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: [nested(depth - 1)] })
  const verdictsAgree = (value: unknown) => expect(isCanonicalInput(value), JSON.stringify(value)).toBe(Object.keys(inputProblems(value)).length === 0)

  it('agrees with inputProblems on every kind of problem, in values and in keys', () => {
    for (const value of [
      { identity: 'MSCALE10KPIN', page: 1, limit: 10 },
      { a: 'ok\t\n\r', b: [1, 2, 'three'], c: null, d: true, e: { f: 'Café 😀' } },
      { name: 'a\u0000' },
      ['ok', ['b\u007f']],
      { ['k\u0001']: 'v' },
      { ['k'.repeat(MAX_TEXT_LENGTH + 1)]: 'v' },
      { text: 'x'.repeat(MAX_TEXT_LENGTH + 1) },
      { text: 'x'.repeat(MAX_TEXT_LENGTH) },
      { lone: 'a\ud800' },
      { lone: '\udc00' },
      { pair: '\ud83d\ude00' },
      { n: Infinity },
      { n: -Infinity },
      { n: NaN },
      nested(MAX_NESTING_DEPTH / 2 - 1),
      nested(MAX_NESTING_DEPTH / 2),
      nested(MAX_NESTING_DEPTH),
      Object.assign(Object.create(null) as object, { a: 'b\u0002' }),
    ]) {
      verdictsAgree(value)
    }
  })

  it('agrees with inputProblems on generated JSON, with control characters and surrogates in its text', () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom('\u0000', '\u0008', '\t', '\n', '\u001f', '\u007f', '\ud800', '\udc00', '\ud83d\ude00'),
        fc.constantFrom('a', 'Z', ' ', 'é', '😀', '\u2028'),
      ),
    })
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        fc.double(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(text, tie('node'), { maxKeys: 4 }),
      ),
    })).node
    fc.assert(
      fc.property(value, (generated) => {
        verdictsAgree(generated)
      }),
      { numRuns: 2_000 },
    )
  })

  it('refuses what is nested too deep without walking into it', () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(isCanonicalInput(deep)).toBe(false)
    expect(() => assertCanonicalInput([[['input'], deep]])).toThrow(AppError)
  })
})
