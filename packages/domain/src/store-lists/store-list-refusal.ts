import { limitMessages } from './store-list-file'
import { moreErrorsText } from './store-list.messages'
import { FIRST_ROW_NUMBER, rowMessage, rowNumberForIndex } from './store-list-row'

/**
 * The API's refusal of a store list, said as the console says it (001 §2): each row's error named
 * 'Row N: …' by the row's own number (the first store is Row 3), the list's errors first, at most
 * 100 errors, then 'N more errors not shown...'. Each error keeps the payload path it is about
 * ('rows.0.city'), so a client gets field-level detail, not one long text.
 */

/** A problem with the input, as a schema reports it (zod's issues have this shape). */
export interface InputIssue {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

export interface RefusalEntry {
  /** The payload path, dot-separated: 'rows.0.city', 'rows.4' (a row), 'rows' (the list), 'name'. */
  field: string
  message: string
}

export interface StoreListRefusal {
  /** One line for a toast: the first error, and how many more there are. */
  message: string
  /** The errors shown: at most MAX_SHOWN_MESSAGES, list errors first, then rows in order. */
  entries: RefusalEntry[]
  /** 'N more errors not shown...', or null when all are shown. */
  moreLine: string | null
}

const rowIndexOf = (path: readonly PropertyKey[]): number | null => (path[0] === 'rows' && typeof path[1] === 'number' ? path[1] : null)

/** The number a payload row gives itself, or its place in the list when that is not a row number. */
function rowNumberOf(rows: unknown, index: number): number {
  const row: unknown = Array.isArray(rows) ? rows[index] : undefined
  const own = typeof row === 'object' && row !== null ? (row as { rowNumber?: unknown }).rowNumber : undefined
  return typeof own === 'number' && Number.isSafeInteger(own) && own >= FIRST_ROW_NUMBER ? own : rowNumberForIndex(index)
}

/**
 * The issues of createMissionDeployTemplate's input (`input` as received) as the console lists
 * them: errors about the list or its other fields first, then each row's in row order, a row's
 * message prefixed with its row number.
 */
export function storeListIssueEntries(issues: readonly InputIssue[], input: unknown): RefusalEntry[] {
  const rows = typeof input === 'object' && input !== null ? (input as { rows?: unknown }).rows : undefined
  const listEntries: RefusalEntry[] = []
  const rowEntries: { index: number; order: number; entry: RefusalEntry }[] = []
  for (const issue of issues) {
    const field = issue.path.map(String).join('.')
    const index = rowIndexOf(issue.path)
    if (index === null) listEntries.push({ field, message: issue.message })
    else rowEntries.push({ index, order: rowEntries.length, entry: { field, message: rowMessage(rowNumberOf(rows, index), issue.message) } })
  }
  // zod reports rows in order; a stable sort keeps that should a schema ever report out of order.
  rowEntries.sort((a, b) => a.index - b.index || a.order - b.order)
  return [...listEntries, ...rowEntries.map(({ entry }) => entry)]
}

/** A row's message names its row, a list's message is about the list; any other field is named. */
const toastText = ({ field, message }: RefusalEntry): string => (field === 'rows' || field.startsWith('rows.') ? message : `${field}: ${message}`)

/** At most 100 entries and the console's 'N more errors not shown...' for the rest. */
export function storeListRefusal(entries: readonly RefusalEntry[]): StoreListRefusal {
  const limited = limitMessages(entries.map((entry) => entry.message))
  const first = entries[0] ? toastText(entries[0]) : ''
  return {
    message: entries.length > 1 ? `${first}; ${moreErrorsText(entries.length - 1)}` : first,
    entries: entries.slice(0, limited.shown.length),
    moreLine: limited.moreLine,
  }
}
