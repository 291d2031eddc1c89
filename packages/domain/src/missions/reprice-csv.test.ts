import { describe, expect, it } from 'vitest'
import { errorsOf } from '../test/issues'
import { repriceOutcome, repriceSucceeded, scanRepriceCsv } from './reprice-csv'
import { repricePinsInputSchema } from './reprice.schema'

const A = 'ABCDEFGHIJ12'
const B = 'ZYXWVUTSRQ98'

describe('reprice csv', () => {
  it('reads valid rows', () => {
    const scan = scanRepriceCsv([[A, '250'], [` ${B} `, ' 4999 '], ['']])
    expect(scan.rows).toEqual([
      { orgPlaceIdentity: A, price: 250 },
      { orgPlaceIdentity: B, price: 4999 },
    ])
    expect(scan.errors).toEqual([])
    expect(scan.warnings).toEqual([])
    expect(scan.canReprice([A, B])).toBe(true)
  })
  it("needs exactly 2 values per line: 'Invalid csv contents'", () => {
    expect(scanRepriceCsv([[A, '250', 'x']]).errors).toEqual(['Invalid csv contents'])
    expect(scanRepriceCsv([[A]]).errors).toEqual(['Invalid csv contents'])
    expect(scanRepriceCsv([[A, '250'], [B]]).canReprice([A, B])).toBe(false)
  })
  it('an empty file is invalid too', () => {
    expect(scanRepriceCsv([]).errors).toEqual(['Invalid csv contents'])
    expect(scanRepriceCsv([[''], ['', '']]).errors).toEqual(['Invalid csv contents'])
  })
  it('counts bad identities and non-integer prices', () => {
    const scan = scanRepriceCsv([
      ['abcdefghij12', '300'],
      [A, '2.5'],
      [B, '0'],
      [A, '-4'],
      [B, 'ten'],
      [A, '300'],
    ])
    expect(scan.invalidIdentityCount).toBe(1)
    expect(scan.nonIntegerCount).toBe(4)
    expect(scan.rows).toEqual([{ orgPlaceIdentity: A, price: 300 }])
    expect(scan.canReprice([A, B])).toBe(false)
  })
  it('warns, but allows, prices outside 200 - 4999', () => {
    const scan = scanRepriceCsv([
      [A, '199'],
      [B, '5000'],
      [A, '200'],
    ])
    expect(scan.outOfRangeCount).toBe(2)
    expect(scan.warnings).toEqual(['This upload contains pins outside our typical payout range of 200 - 4999.'])
    expect(scan.canReprice([A, B])).toBe(true)
  })
  it('needs every identity known to the server', () => {
    const scan = scanRepriceCsv([
      [A, '300'],
      [B, '300'],
    ])
    expect(scan.unknownIdentityCount([A])).toBe(1)
    expect(scan.canReprice(new Set([A]))).toBe(false)
  })
  it('server input schema', () => {
    expect(errorsOf(repricePinsInputSchema, { missionIdentity: A, pins: [{ orgPlaceIdentity: B, price: 0 }] })).toEqual({
      'pins.0.price': 'Enter a number above 0',
    })
    expect(errorsOf(repricePinsInputSchema, { missionIdentity: A, pins: [] })).toEqual({ pins: 'Invalid csv contents' })
    expect(errorsOf(repricePinsInputSchema, { missionIdentity: A, pins: [{ orgPlaceIdentity: B, price: 1.5 }] })).toEqual({
      'pins.0.price': 'Must be a whole number',
    })
  })
  it('a price too large for the data is not a valid price', () => {
    const scan = scanRepriceCsv([
      [A, '2147483648'],
      [B, '2147483647'],
    ])
    expect(scan.nonIntegerCount).toBe(1)
    expect(errorsOf(repricePinsInputSchema, { missionIdentity: A, pins: [{ orgPlaceIdentity: B, price: 2 ** 31 }] })).toEqual({
      'pins.0.price': 'Enter a number equal to or below 2147483647',
    })
  })
  it('treats a failed call as zero counts, and shows the error dialog on any failure', () => {
    expect(repriceOutcome(null)).toEqual({ success: 0, total: 0, failure: 0 })
    expect(repriceSucceeded(repriceOutcome(null))).toBe(false)
    expect(repriceSucceeded({ success: 3, total: 3, failure: 0 })).toBe(true)
    expect(repriceSucceeded({ success: 2, total: 3, failure: 1 })).toBe(false)
  })
})
