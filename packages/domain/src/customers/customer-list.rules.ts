import { compareNames } from '../common/ordering'

/**
 * The two readings of the customers list (000 §2): the card grid filters
 * All / Active / Inactive with Active first, the table filters All / Current
 * with Current first and sorts by lowercase name. "Active" and "Current" are
 * the same flag (isCurrent).
 */
export const CUSTOMER_CARD_FILTERS = ['active', 'inactive', 'all'] as const
export type CustomerCardFilter = (typeof CUSTOMER_CARD_FILTERS)[number]
export const DEFAULT_CUSTOMER_CARD_FILTER: CustomerCardFilter = 'active'

export const CUSTOMER_TABLE_FILTERS = ['current', 'all'] as const
export type CustomerTableFilter = (typeof CUSTOMER_TABLE_FILTERS)[number]
export const DEFAULT_CUSTOMER_TABLE_FILTER: CustomerTableFilter = 'current'

export const CUSTOMER_FILTER_LABELS: Record<CustomerCardFilter | CustomerTableFilter, string> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
  current: 'Current',
}

/** Loading placeholders the card grid shows (000 §2). */
export const CUSTOMER_LOADING_PLACEHOLDERS = 12

interface Listed {
  name: string
  isCurrent: boolean
}

export function matchesCustomerFilter(customer: Listed, filter: CustomerCardFilter | CustomerTableFilter): boolean {
  if (filter === 'all') return true
  return filter === 'inactive' ? !customer.isCurrent : customer.isCurrent
}

/** Sort key of the table reading: lowercase name, then the name itself so the order is total. */
export function compareCustomerNames(a: Listed, b: Listed): number {
  return compareNames(a.name, b.name)
}

export function sortCustomersByName<T extends Listed>(customers: readonly T[]): T[] {
  return [...customers].sort(compareCustomerNames)
}

/** A filter value read from a URL: anything unknown falls back to the default. */
export function readFilter<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

/** Two letters for a customer without a logo: "Northwind Beverages" → "NB". */
export function customerInitials(name: string): string {
  // Words such as '&' or '-' carry no initial.
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}

/** A page opened for a customer (`?customer=`) that does not exist: an old or mistyped link. */
export const unknownCustomerMessage = (identity: string): string =>
  `No customer has the identity ${identity}: the link may be old or mistyped. The search works without a customer.`
