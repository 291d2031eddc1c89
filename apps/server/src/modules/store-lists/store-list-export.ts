import * as XLSX from '@e965/xlsx'
import { TEMPLATE_COLUMNS } from '@mc/domain/store-lists/store-list.columns'
import type { RowRecord } from './store-lists.repository'
import { rowLocation } from './row-location'

/** Characters that make a spreadsheet read a cell as a formula (or a DDE command). */
const FORMULA_LEAD = /^[=+\-@\t\r]/

/** Text that would run as a formula gets a leading apostrophe, so it is shown, never executed. */
export function neutraliseCell(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_LEAD.test(value) ? `'${value}` : value
}

const OUTCOME_COLUMNS = [
  'status',
  'status_detail',
  'match_confidence',
  'match_evidence',
  'store_number_learned',
  'store_number_conflict',
  'matched_store_id',
  'matched_store_name',
  'matched_store_number',
  'matched_address',
  // Where the row's store is: named apart from the template's own latitude and longitude (what the
  // list gave), which a re-upload of this file reads.
  'location_latitude',
  'location_longitude',
  'location_approximate',
  'location_precision',
  'pin_already_there',
] as const

function uploadedValue(row: RowRecord, column: (typeof TEMPLATE_COLUMNS)[number]): unknown {
  switch (column) {
    case 'wiser_mission_id':
      return row.wiser_mission_id
    case 'group_name':
      return row.group_name
    case 'group_cap':
      return row.group_cap
    case 'wiser_store_id':
      return row.wiser_store_id
    case 'org_name':
      return row.organization_name
    case 'store_number':
      return row.store_number
    case 'street_address':
      return row.street_address
    case 'city':
      return row.city
    case 'state':
      return row.state
    case 'postal_code':
      return row.postal_code
    case 'country':
      return row.country
    case 'pin_active':
      return row.pin_is_running ? 'true' : 'false'
    case 'latitude':
      return row.given_latitude
    case 'longitude':
      return row.given_longitude
  }
}

/**
 * The list's rows as uploaded (template columns, so the file can be fixed and uploaded again) with
 * each row's outcome beside them.
 */
export function storeListWorkbook(rows: readonly RowRecord[]): Buffer {
  const header = ['row_number', ...TEMPLATE_COLUMNS, ...OUTCOME_COLUMNS]
  const body = rows.map((row) => {
    const address = [row.place_street, row.place_city, row.place_state, row.place_postal_code].filter(Boolean).join(', ')
    const location = rowLocation(row)
    return [
      row.row_number,
      ...TEMPLATE_COLUMNS.map((column) => uploadedValue(row, column)),
      row.status,
      row.status_detail,
      row.match_confidence,
      row.match_reason,
      row.store_number_learned ? 'yes' : null,
      row.store_number_conflict,
      row.place_identity,
      row.place_name,
      row.place_store_number,
      address || null,
      location?.latitude ?? null,
      location?.longitude ?? null,
      location ? (location.approximate ? 'yes' : 'no') : null,
      location?.precision ?? null,
      row.pin_existed === null ? null : row.pin_existed ? 'yes' : 'no',
    ].map(neutraliseCell)
  })
  const sheet = XLSX.utils.aoa_to_sheet([header, ...body])
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'Store List')
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer
}

/** A file name safe for Content-Disposition: the list's name without its extension. */
export function exportFileName(listName: string): string {
  const base =
    listName
      .replace(/\.(xlsx?|csv)$/i, '')
      .replace(/[^\w .()-]+/g, '_')
      .trim() || 'store-list'
  return `${base} - results.xlsx`
}
