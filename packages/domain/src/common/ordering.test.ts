import { describe, expect, it } from 'vitest'
import { compareNames, compareOrdinal } from './ordering'

describe('compareOrdinal', () => {
  it('orders ISO dates by time', () => {
    expect(['2026-03-10', '2025-12-31', '2026-01-02'].sort(compareOrdinal)).toEqual(['2025-12-31', '2026-01-02', '2026-03-10'])
    expect(compareOrdinal('2026-03-10', '2026-03-10')).toBe(0)
  })
})

describe('compareNames', () => {
  it('ignores case first, then puts capitals first so the order is total', () => {
    expect(['beta', 'Alpha', 'alpha', 'Beta', 'gamma'].sort(compareNames)).toEqual(['Alpha', 'alpha', 'Beta', 'beta', 'gamma'])
  })

  it('is antisymmetric and zero only for equal names', () => {
    expect(compareNames('Acme', 'acme')).toBe(-compareNames('acme', 'Acme'))
    expect(compareNames('Acme', 'acme')).not.toBe(0)
    expect(compareNames('Acme', 'Acme')).toBe(0)
  })
})
