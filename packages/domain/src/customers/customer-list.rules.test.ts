import { describe, expect, it } from 'vitest'
import {
  CUSTOMER_CARD_FILTERS,
  DEFAULT_CUSTOMER_CARD_FILTER,
  DEFAULT_CUSTOMER_TABLE_FILTER,
  customerInitials,
  matchesCustomerFilter,
  readFilter,
  sortCustomersByName,
} from './customer-list.rules'

const active = { name: 'Acme', isCurrent: true }
const inactive = { name: 'Bolt', isCurrent: false }

describe('customer list filters', () => {
  it('defaults to Active on the cards and Current on the table', () => {
    expect(DEFAULT_CUSTOMER_CARD_FILTER).toBe('active')
    expect(DEFAULT_CUSTOMER_TABLE_FILTER).toBe('current')
  })
  it('active and current keep only current customers, inactive the others, all both', () => {
    expect([active, inactive].filter((c) => matchesCustomerFilter(c, 'active'))).toEqual([active])
    expect([active, inactive].filter((c) => matchesCustomerFilter(c, 'current'))).toEqual([active])
    expect([active, inactive].filter((c) => matchesCustomerFilter(c, 'inactive'))).toEqual([inactive])
    expect([active, inactive].filter((c) => matchesCustomerFilter(c, 'all'))).toEqual([active, inactive])
  })
  it('reads an unknown URL value as the default', () => {
    expect(readFilter('inactive', CUSTOMER_CARD_FILTERS, 'active')).toBe('inactive')
    expect(readFilter('bogus', CUSTOMER_CARD_FILTERS, 'active')).toBe('active')
  })
})

describe('customer table order', () => {
  it('sorts by lowercase name, not by code point', () => {
    const names = ['beta', 'Alpha', 'alpha', 'Zulu', 'charlie'].map((name) => ({ name, isCurrent: true }))
    expect(sortCustomersByName(names).map((c) => c.name)).toEqual(['Alpha', 'alpha', 'beta', 'charlie', 'Zulu'])
  })
})

describe('customer initials', () => {
  it('takes the first letters of two words, or two letters of one', () => {
    expect(customerInitials('Northwind Beverages Co')).toBe('NB')
    expect(customerInitials('acme')).toBe('AC')
    expect(customerInitials('  ')).toBe('?')
    expect(customerInitials('Maple & Oak Spirits')).toBe('MO')
  })
})
