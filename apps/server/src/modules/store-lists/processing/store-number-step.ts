import { rowsAt, type RowWork } from './row-work'
import type { Sql } from './batch-sql'
import { learnStoreNumbers } from './store-writes.repository'

/**
 * Rows matched by address that carry a store number: a store that has none learns it, so the next
 * list that names the store by number finds it; a store with another number keeps its own, and the
 * row says so (store_number_conflict, the report and the export), never writing over it. A number
 * another store of the organization already has is a conflict too. Within a batch the first row
 * that names a store or a number teaches it.
 */
export async function storeNumberStep(sql: Sql, rows: readonly RowWork[]): Promise<void> {
  const matched = rowsAt(rows, 'NON_ID_STORE_MATCHED').filter((row) => row.matchReason !== 'store number' && row.uploaded.storeNumber)
  const toLearn = new Map<number, RowWork>()
  const numbersTaken = new Set<string>()
  for (const row of matched) {
    const number = row.uploaded.storeNumber!
    if (row.matchedStoreNumber === number) continue
    if (row.matchedStoreNumber !== null) {
      noteConflict(row, `the store's number is ${row.matchedStoreNumber}, not ${number}: kept ${row.matchedStoreNumber}`)
      continue
    }
    const placeId = row.organizationPlaceId!
    if (toLearn.has(placeId) || numbersTaken.has(number)) continue
    toLearn.set(placeId, row)
    numbersTaken.add(number)
  }
  if (toLearn.size === 0) return
  const learned = await learnStoreNumbers(
    sql,
    [...toLearn.values()].map((row) => ({ id: row.organizationPlaceId!, storeNumber: row.uploaded.storeNumber! })),
  )
  for (const row of matched) {
    if (row.matchedStoreNumber !== null || row.storeNumberConflict !== null) continue
    const number = row.uploaded.storeNumber!
    const taught = learned.get(row.organizationPlaceId!)
    if (taught === number) {
      if (toLearn.get(row.organizationPlaceId!) === row) {
        row.storeNumberLearned = true
        row.detail = `${row.detail}; store number ${number} recorded`
      }
    } else
      noteConflict(row, taught ? `the store's number is ${taught}, not ${number}: kept ${taught}` : `store number ${number} is another store's: not recorded`)
  }
}

function noteConflict(row: RowWork, text: string): void {
  row.storeNumberConflict = row.uploaded.storeNumber
  row.detail = `${row.detail}; ${text}`
}
