/**
 * A whole number in the console's format: "10,000". Written out rather than `toLocaleString`: the
 * first Intl number format of a page loads the browser's locale data, about 160 ms of a staff
 * laptop's main thread (Chromium, CPU slowed 4x), all for a comma every three digits. Anything but
 * a safe integer still goes through Intl.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US')
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',')
  return count < 0 ? `-${digits}` : digits
}

/** "1 group", "2 groups", "10,000 pins": a count with its noun, in the console's number format. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`
}

/** A searched list's count: "12 pins", or "1,000+ pins" when it found more than it counted (SEARCH_COUNT_CAP). */
export function foundCountOf(count: number, atLeast: boolean, singular: string, plural = `${singular}s`): string {
  return atLeast ? `${formatCount(count)}+ ${plural}` : countOf(count, singular, plural)
}

/** An amount with two decimals in the console's number format: "1,750.00", "-12.50". */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount)
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.') as [string, string]
  const digits = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${amount < 0 && Number(amount.toFixed(2)) !== 0 ? '-' : ''}${digits}.${cents}`
}
