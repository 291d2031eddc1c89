import { randomBytes } from 'node:crypto'

/** A unique text of exactly `length` characters (at least 8), so tests never collide on names. */
export function uniqueText(length: number, prefix = 'T'): string {
  const unique = `${prefix}${randomBytes(6).toString('hex')}`
  if (length < unique.length) return unique.slice(0, length)
  return unique + 'x'.repeat(length - unique.length)
}

export const validCustomer = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueText(20, 'Cust'),
  description: 'A customer made by a test',
  // One Salesforce account per customer: a second customer of an account is refused.
  salesforce_customer_id: uniqueText(15, 'SF'),
  ...overrides,
})

export const validCampaign = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueText(20, 'Camp'),
  description: 'Grow shelf presence',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  self_funded: false,
  ...overrides,
})

/** The smallest valid PNG (1×1, transparent). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
