import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseBeeIdsCsv } from './bee-csv'
import { notificationMessages } from './notification.messages'
import { beeIdsSchema, notificationSchema } from './notification.schema'
import { errorsOf, repeat } from '../test/issues'

describe('audience csv', () => {
  it('takes the first column of each line and skips lines that are not bee ids', () => {
    expect(parseBeeIdsCsv('bee_id,name\nb1000001,Ann\r\nb1000002\n\nB1000003\nb100000\n"b1000004",x\n')).toEqual({
      ok: true,
      beeIds: ['b1000001', 'b1000002', 'b1000004'],
      skipped: 3,
    })
  })
  it('counts a bee listed twice once', () => {
    expect(parseBeeIdsCsv('b1000001\nb1000001')).toEqual({ ok: true, beeIds: ['b1000001'], skipped: 0 })
  })
  it("answers 'Invalid csv contents' when no line holds a bee id", () => {
    expect(parseBeeIdsCsv('')).toEqual({ ok: false, error: 'Invalid csv contents' })
    expect(parseBeeIdsCsv('id\nabc\n')).toEqual({ ok: false, error: 'Invalid csv contents' })
  })
  it('never returns an id outside the pattern', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseBeeIdsCsv(text)
        return !result.ok || result.beeIds.every((id) => /^b\d{7}$/.test(id))
      }),
    )
  })
})

describe('notification form', () => {
  it('title at most 60, message at most 175, both required', () => {
    expect(errorsOf(notificationSchema, { title: repeat(60), body: repeat(175) })).toEqual({})
    expect(errorsOf(notificationSchema, { title: repeat(61), body: '' })).toEqual({
      title: 'Must not be longer than 60 characters',
      body: 'This field is required.',
    })
  })
  it('bee ids follow the pattern and are de-duplicated', () => {
    expect(beeIdsSchema.parse(['b1000001', 'b1000001'])).toEqual(['b1000001'])
    expect(errorsOf(beeIdsSchema, ['x1'])).toEqual({ '0': 'Must be b followed by 7 digits' })
  })
  it('result texts', () => {
    expect(notificationMessages.sentOf(2, 4)).toBe('2 of 4 notifications sent')
  })
})
