// Orders for lists the console sorts itself. Not `localeCompare` (nor `Intl.Collator`): the page's
// first locale comparison builds ICU's collator on the main thread, about 90 ms of the customer
// page's first render with the CPU slowed 4x (a Chromium profile), for names that are sorted as
// the spec reads them, by lowercase name.

/** By UTF-16 code unit: ISO dates ('2026-03-10') and identities sort right this way. */
export function compareOrdinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Names: by lowercase name, then by the name itself, so the order is total. */
export function compareNames(a: string, b: string): number {
  return compareOrdinal(a.toLowerCase(), b.toLowerCase()) || compareOrdinal(a, b)
}
