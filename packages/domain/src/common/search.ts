// No zod here, so a screen's search box does not load the schemas (search.schema.ts).

/**
 * Ours: the longest text a list's search takes (a street line with its city is well under it).
 * What each list matches is written in docs/domain/*.md ("Search").
 */
export const SEARCH_TEXT_MAX = 100

/** How long typing pauses before a search box asks the server (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300

/** The search as the server reads it: trimmed; empty means no search. */
export const searchText = (value: string | null | undefined): string => (value ?? '').trim().slice(0, SEARCH_TEXT_MAX)

/** The empty state of a searched list. */
export const noResultsFor = (search: string): string => `No results for “${search.trim()}”`

/**
 * A long list's search (the Pins tab, an organization's places) counts what it finds up to this
 * many: past it the list says "1,000+" and pages through the first 1,000. Counting every match of
 * a word most rows hold would cost as much as reading the whole list (docs/domain/console.md,
 * "Search on long lists").
 */
export const SEARCH_COUNT_CAP = 1_000
