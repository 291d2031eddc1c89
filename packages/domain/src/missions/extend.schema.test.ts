import { describe, expect, it } from 'vitest'
import { errorsOf } from '../test/issues'
import { extendRangeHint, extendSchema, isExtendDateDisabled } from './extend.schema'

const context = { missionStartDate: '2024-03-01', campaignEndDate: '2024-04-30', today: '2024-03-20' }
const schema = extendSchema(context)

describe('extend', () => {
  it('requires the end date', () => {
    expect(errorsOf(schema, {})).toEqual({ endDate: 'This field is required.' })
  })
  it('allows today up to the campaign end', () => {
    expect(errorsOf(schema, { endDate: '2024-03-20' })).toEqual({})
    expect(errorsOf(schema, { endDate: '2024-04-30' })).toEqual({})
  })
  it('refuses before today and after the campaign end', () => {
    expect(errorsOf(schema, { endDate: '2024-03-19' })).toEqual({ endDate: 'Must not be before Mar 20, 2024' })
    expect(errorsOf(schema, { endDate: '2024-05-01' })).toEqual({ endDate: 'Must not be after Apr 30, 2024' })
  })
  it('locks the start: it is not a field', () => {
    expect(schema.parse({ startDate: '2024-01-01', endDate: '2024-04-01' })).toEqual({ endDate: '2024-04-01' })
  })
  it('refuses an end before a start that lies in the future', () => {
    const future = extendSchema({ ...context, missionStartDate: '2024-04-10' })
    expect(errorsOf(future, { endDate: '2024-04-09' })).toEqual({ endDate: 'End date must not be before start date' })
  })
  it('disables the same days in the picker', () => {
    expect(isExtendDateDisabled('2024-03-19', context)).toBe(true)
    expect(isExtendDateDisabled('2024-03-20', context)).toBe(false)
    expect(isExtendDateDisabled('2024-05-01', context)).toBe(true)
  })

  it('says in words which end dates the picker offers', () => {
    expect(extendRangeHint('2024-03-20', '2024-04-30')).toBe("The new end date can be from Mar 20, 2024 to Apr 30, 2024, the campaign's end.")
    expect(extendRangeHint('2024-05-02', '2024-04-30')).toBe('The campaign ended on Apr 30, 2024: no end date can be chosen.')
  })
})
