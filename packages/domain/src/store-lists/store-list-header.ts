import { ADDRESS_COLUMNS, isStoreListColumn, normalizeHeader, REQUIRED_COLUMNS } from './store-list.columns'
import type { StoreListColumn } from './store-list.columns'
import { missingRequiredColumns, unknownColumns } from './store-list.messages'

export interface StoreListHeader {
  /** Per header cell: the column it is, or null (blank, unknown, or a repeat of an earlier cell). */
  columns: (StoreListColumn | null)[]
  missing: StoreListColumn[]
  /** Unknown header texts, trimmed, each once, in file order. */
  unknown: string[]
  errors: string[]
  warnings: string[]
}

/**
 * Read the header row (row 1). Address columns count as required only when
 * the file has no wiser_store_id column: with one, rows may rely on the id.
 * Blank cells are ignored; a repeated column keeps its first position.
 */
export function readStoreListHeader(header: unknown): StoreListHeader {
  const cells: readonly unknown[] = Array.isArray(header) ? header : []
  const columns: (StoreListColumn | null)[] = []
  const present = new Set<StoreListColumn>()
  const unknownSeen = new Set<string>()
  const unknown: string[] = []

  for (let index = 0; index < cells.length; index += 1) {
    const name = normalizeHeader(cells[index])
    if (isStoreListColumn(name) && !present.has(name)) {
      present.add(name)
      columns.push(name)
      continue
    }
    columns.push(null)
    if (name !== '' && !isStoreListColumn(name) && !unknownSeen.has(name)) {
      unknownSeen.add(name)
      unknown.push(String(cells[index]).trim())
    }
  }

  const required: readonly StoreListColumn[] = present.has('wiser_store_id') ? REQUIRED_COLUMNS : [...REQUIRED_COLUMNS, ...ADDRESS_COLUMNS]
  const missing = required.filter((column) => !present.has(column))
  return {
    columns,
    missing,
    unknown,
    errors: missing.length > 0 ? [missingRequiredColumns(missing)] : [],
    warnings: unknown.length > 0 ? [unknownColumns(unknown)] : [],
  }
}
