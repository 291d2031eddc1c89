import { BEE_ID_PATTERN, MAX_NOTIFICATION_BEES, notificationMessages } from './notification.messages'

export type BeeCsvResult = { ok: true; beeIds: string[]; skipped: number } | { ok: false; error: string }

/**
 * Reads the audience csv: the first column of each line holds a bee id. Lines whose first value is
 * not a bee id (a header, a typo) are skipped and counted; none valid means 'Invalid csv contents'.
 */
export function parseBeeIdsCsv(text: string): BeeCsvResult {
  const ids = new Set<string>()
  let skipped = 0
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if (line.trim() === '') continue
    const first = (line.split(',')[0] ?? '')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim()
    if (BEE_ID_PATTERN.test(first)) ids.add(first)
    else skipped += 1
  }
  if (ids.size === 0 || ids.size > MAX_NOTIFICATION_BEES) return { ok: false, error: notificationMessages.invalidCsv }
  return { ok: true, beeIds: [...ids], skipped }
}
