import { countOf, formatCount } from '../common/counts'
import { compareNames } from '../common/ordering'
/**
 * What Add Stores will do, said before it is pressed (001 §2 upload page, issue 11): organizations
 * it will create (with the closest existing names, so a typo is caught), stores it will create and
 * whether their location will be approximate, pins it will add paused. Warnings, never errors.
 */

/** Optimal string alignment distance (Levenshtein with adjacent swaps), on lower-cased trimmed text. */
export function editDistance(a: string, b: string): number {
  const s = a.trim().toLowerCase()
  const t = b.trim().toLowerCase()
  const rows = Array.from({ length: s.length + 1 }, (_, i) => [i, ...Array<number>(t.length).fill(0)])
  for (let j = 1; j <= t.length; j++) rows[0]![j] = j
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = best
    }
  }
  return rows[s.length]![t.length]!
}

/** 1 for the same name, towards 0 as more of it would have to change. */
export const nameSimilarity = (a: string, b: string): number => {
  const length = Math.max(a.trim().length, b.trim().length)
  return length === 0 ? 1 : 1 - editDistance(a, b) / length
}

/** Below this, a name is not offered as "did you mean". */
export const CLOSEST_NAME_MIN_SIMILARITY = 0.5

/** The existing names most like `name` (most similar first, at most `limit`), for a "did you mean". */
export function closestNames(name: string, existing: readonly string[], limit = 3): string[] {
  return existing
    .map((candidate) => ({ candidate, similarity: nameSimilarity(name, candidate) }))
    .filter(({ similarity }) => similarity >= CLOSEST_NAME_MIN_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || compareNames(a.candidate, b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}

/** At most this many row numbers are listed in a preview line; the rest are counted. */
export const PREVIEW_ROWS_SHOWN = 10

export function rowList(rows: readonly number[]): string {
  const shown = rows.slice(0, PREVIEW_ROWS_SHOWN).join(', ')
  const more = rows.length - PREVIEW_ROWS_SHOWN
  return `${rows.length === 1 ? 'Row' : 'Rows'} ${shown}${more > 0 ? ` and ${more} more` : ''}`
}

export const previewMessages = {
  title: 'What Add Stores will do',
  newOrganizations: (count: number) => `${countOf(count, 'organization')} will be created: check the spelling before adding stores.`,
  newOrganization: (name: string, rows: number, closest: readonly string[]) =>
    `"${name}" (${countOf(rows, 'row')}): ${closest.length ? `closest existing ${closest.length === 1 ? 'name' : 'names'}: ${closest.join(', ')}` : 'no existing organization has a similar name'}`,
  /** `cityCentres` of the `count` new stores have no postal code we can place: they go to their city's centre. */
  newStores: (count: number, approximate: boolean, cityCentres = 0) =>
    !approximate
      ? `${countOf(count, 'store')} will be created.`
      : `${countOf(count, 'store')} will be created at an approximate location (${
          cityCentres === 0 ? 'the centre of the ZIP code' : cityCentres === count ? 'the centre of the city' : 'the centre of the ZIP code or of the city'
        }), not at the street address.`,
  cityCentres: (count: number) =>
    `${countOf(count, 'new store')} ${count === 1 ? 'has' : 'have'} no postal code we can place: placed at the centre of the city.`,
  failing: (count: number, missing: string) =>
    `${countOf(count, 'row')} will end in ERROR: no known store matches ${count === 1 ? 'it' : 'them'}, and a new store needs ${missing}.`,
  matched: (count: number, byReason: readonly { reason: string; rows: number }[]) =>
    `${countOf(count, 'row')} will match known stores: ${byReason.map(({ reason, rows }) => `${formatCount(rows)} by ${reason}`).join(', ')}.`,
  pausedPins: (count: number) => `${countOf(count, 'pin')} will be added paused (pin_active is blank or false).`,
  implausibleCoordinates: (count: number) =>
    `${countOf(count, 'row')} ${count === 1 ? 'gives a latitude and longitude that cannot be in its' : 'give a latitude and longitude that cannot be in their'} state: they will be ignored, and the store matched and placed by its address.`,
  unavailable: 'The preview could not be loaded; Add Stores still works.',
} as const

/** The rows whose pin will be added paused: pin_active blank or false (1 or true run it). */
export const pausedPinRows = (rows: readonly { rowNumber: number; pinIsRunning: boolean }[]): number[] =>
  rows.filter((row) => !row.pinIsRunning).map((row) => row.rowNumber)

/** A new store needs these (processing's create-store step says the same in its ERROR): what a row lacks, in that order. */
export const NEW_STORE_NEEDS = {
  street: 'street_address',
  city: 'city',
  state: 'state',
  placed: 'a postal code or a city we can place on the map',
} as const

/** What a row that matches no known store lacks to create one (empty: it can), in the words of its ERROR. */
export function missingForNewStore(row: { street: string | null; city: string | null; state: string | null; placed: boolean }): string[] {
  const missing: string[] = []
  if (!row.street) missing.push(NEW_STORE_NEEDS.street)
  if (!row.city) missing.push(NEW_STORE_NEEDS.city)
  if (!row.state) missing.push(NEW_STORE_NEEDS.state)
  if (!row.placed) missing.push(NEW_STORE_NEEDS.placed)
  return missing
}
