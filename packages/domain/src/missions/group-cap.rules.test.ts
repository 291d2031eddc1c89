import { describe, expect, it } from 'vitest'
import { errorsOf } from '../test/issues'
import { isUnchanged, parseCapInput } from './group-cap.rules'
import { editGroupCapInputSchema, editGroupFrequencyCapInputSchema } from './group-cap.schema'

const A = 'ABCDEFGHIJ12'

describe('inline cap input', () => {
  it('strips non-digits and parses an integer', () => {
    expect(parseCapInput('1,000')).toEqual({ ok: true, value: 1000 })
    expect(parseCapInput(' 25 stores')).toEqual({ ok: true, value: 25 })
    expect(parseCapInput(7)).toEqual({ ok: true, value: 7 })
    expect(parseCapInput('1.5')).toEqual({ ok: true, value: 15 })
  })
  it("needs a number: 'Please enter a valid number'", () => {
    for (const raw of ['', 'abc', null, undefined, '9'.repeat(20)]) {
      expect(parseCapInput(raw)).toEqual({ ok: false, error: 'Please enter a valid number' })
    }
  })
  it("needs it above zero: 'Please enter a number above zero'", () => {
    expect(parseCapInput('0')).toEqual({ ok: false, error: 'Please enter a number above zero' })
    expect(parseCapInput('000')).toEqual({ ok: false, error: 'Please enter a number above zero' })
    expect(parseCapInput('1')).toEqual({ ok: true, value: 1 })
  })
  it('sends no update for an unchanged value', () => {
    expect(isUnchanged('1,000', 1000)).toBe(true)
    expect(isUnchanged('999', 1000)).toBe(false)
    expect(isUnchanged('', null)).toBe(false)
  })
})

describe('group cap server input', () => {
  it('takes a whole number above zero', () => {
    expect(errorsOf(editGroupCapInputSchema, { missionIdentity: A, identity: A, responseGroupCap: 5 })).toEqual({})
  })
  it('answers with the inline editor texts', () => {
    expect(errorsOf(editGroupCapInputSchema, { missionIdentity: A, identity: A, responseGroupCap: 0 })).toEqual({
      responseGroupCap: 'Please enter a number above zero',
    })
    expect(errorsOf(editGroupFrequencyCapInputSchema, { missionIdentity: A, identity: A, frequencyCap: 1.5 })).toEqual({
      frequencyCap: 'Please enter a valid number',
    })
    expect(errorsOf(editGroupFrequencyCapInputSchema, { missionIdentity: A, identity: A, frequencyCap: 2 ** 31 })).toEqual({
      frequencyCap: 'Please enter a valid number',
    })
    expect(errorsOf(editGroupFrequencyCapInputSchema, { missionIdentity: A, identity: A })).toEqual({
      frequencyCap: 'Please enter a valid number',
    })
  })
  it('a typed value too large for the data is not a valid number', () => {
    expect(parseCapInput('2147483648')).toEqual({ ok: false, error: 'Please enter a valid number' })
    expect(parseCapInput('2147483647')).toEqual({ ok: true, value: 2147483647 })
  })
})
