import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countOf, formatAmount, formatCount, foundCountOf } from './counts'

describe('formatCount', () => {
  it('writes every whole number as en-US number formatting does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -1_000_000, max: 1_000_000 })), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
      }),
    )
    expect([0, 999, 1000, 10_000, 1_234_567, -1000].map(formatCount)).toEqual(['0', '999', '1,000', '10,000', '1,234,567', '-1,000'])
  })

  it('leaves what is not a whole number to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5')
  })
})

describe('countOf', () => {
  it('names one in the singular and any other count in the plural', () => {
    expect(countOf(1, 'pin')).toBe('1 pin')
    expect(countOf(10_000, 'pin')).toBe('10,000 pins')
    expect(countOf(0, 'query', 'queries')).toBe('0 queries')
  })
})

describe('foundCountOf', () => {
  it('counts what a search found, with a plus and the plural when it found more than it counted', () => {
    expect(foundCountOf(1, false, 'pin')).toBe('1 pin')
    expect(foundCountOf(12, false, 'place')).toBe('12 places')
    expect(foundCountOf(1_000, true, 'pin')).toBe('1,000+ pins')
    expect(foundCountOf(1, true, 'pin')).toBe('1+ pins')
  })
})

describe('formatAmount', () => {
  it('writes an amount with two decimals as en-US currency-style formatting does', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const expected = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        // Intl writes "-0.00" for a tiny negative amount; the console writes "0.00".
        expect(formatAmount(amount)).toBe(expected === '-0.00' ? '0.00' : expected)
      }),
    )
    expect([1750, 12, 0.5, 1234567.891, -12.5].map(formatAmount)).toEqual(['1,750.00', '12.00', '0.50', '1,234,567.89', '-12.50'])
  })
})
