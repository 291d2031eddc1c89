import { ADDRESS_COLUMNS, isStoreListColumn, normalizeHeader, REQUIRED_COLUMNS, TEMPLATE_COLUMNS } from './store-list.columns'
import type { StoreListColumn } from './store-list.columns'
import { checkCoordinates } from './store-list-coordinates'

/**
 * Row numbers. The spec says "row 1 is headers, data starts at row 2, rows are
 * numbered from 3". Followed literally: the first data row (sheet row 2) is
 * 'Row 3', i.e. rowNumber = data index + 3. The same number travels in the
 * upload payload, so the browser's messages and the server's report agree.
 */
export const FIRST_ROW_NUMBER = 3
export const rowNumberForIndex = (dataIndex: number): number => dataIndex + FIRST_ROW_NUMBER

/** A store as the template's store columns give it (org_name, store_number, street_address, city, state, postal_code, country). */
export interface StoreColumns {
  organizationName: string | null
  storeNumber: string | null
  streetAddress: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  country: string | null
}

/** The createMissionDeployTemplate row payload (001 §3). */
export interface UploadRow extends StoreColumns {
  rowNumber: number
  wiserMissionId: string
  groupName: string
  /** 0 only while the row has an error for it. */
  groupCap: number
  pinIsRunning: boolean
  wiserStoreId: string | null
  /** Ours (store-list-coordinates.ts): the store's own point, both or neither. */
  latitude: number | null
  longitude: number | null
}

export interface RowValidation {
  row: UploadRow
  /** Already prefixed 'Row N: '. */
  errors: string[]
  warnings: string[]
}

export const rowMessage = (rowNumber: number, message: string): string => `Row ${rowNumber}: ${message}`
export const missingValues = (columns: readonly string[]): string => `Missing required value(s): ${columns.join(', ')}`
export const NEVADA_WARNING = 'Store is in Nevada'
export const invalidZipCode = (country: string, code: string): string => `Invalid ${country} zip code: ${code}`
export const invalidPostalCode = (country: string, code: string): string => `Invalid ${country} postal code: ${code}`
/** Ours: the spec names no text for a group cap that is not a positive whole number. */
export const invalidGroupCap = (value: string): string => `Invalid group_cap: ${value}`

// Compiled once: the file validator calls these 50,000 times.
const POSITIVE_INTEGER = /^\d+$/
const US_ZIP = /^\d{5}(?:-\d{4})?$/
const US_ZIP_WITHOUT_LEADING_ZERO = /^\d{4}$/
// Letters D, F, I, O, Q, U never appear; W and Z never lead.
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i
const US_NAMES: ReadonlySet<string> = new Set(['US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA'])
const CANADA_NAMES: ReadonlySet<string> = new Set(['CAN', 'CA', 'CANADA'])
const NEVADA_NAMES: ReadonlySet<string> = new Set(['NV', 'NEVADA'])
const PIN_RUNNING_VALUES: ReadonlySet<string> = new Set(['1', 'true'])

/** Spreadsheet cells become trimmed text; anything that is not a plain value reads as blank. */
export function cellText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  return ''
}

export type RowValues = Partial<Record<StoreListColumn, string>>

/** Header text → column, remembered across the rows of one file (keys repeat on every row). */
export type ColumnLookup = (key: string) => StoreListColumn | null

export function createColumnLookup(): ColumnLookup {
  const cache = new Map<string, StoreListColumn | null>()
  return (key) => {
    let column = cache.get(key)
    if (column === undefined) {
      const name = normalizeHeader(key)
      column = isStoreListColumn(name) ? name : null
      cache.set(key, column)
    }
    return column
  }
}

const uncachedLookup: ColumnLookup = (key) => {
  const name = normalizeHeader(key)
  return isStoreListColumn(name) ? name : null
}

// Every key present from the start: one object shape for all rows keeps 50,000 rows fast.
const emptyValues = (): RowValues => ({
  wiser_mission_id: undefined,
  group_name: undefined,
  group_cap: undefined,
  wiser_store_id: undefined,
  org_name: undefined,
  store_number: undefined,
  street_address: undefined,
  city: undefined,
  state: undefined,
  postal_code: undefined,
  country: undefined,
  pin_active: undefined,
  latitude: undefined,
  longitude: undefined,
})

/**
 * The known columns of one raw row: an object keyed by header text (any case
 * or spacing), or an array aligned with the header's columns. Only own keys
 * are read, and the result's only keys are column names, so keys such as
 * '__proto__' or 'constructor' are plain unknown columns. The first
 * non-blank value wins when two keys name the same column.
 */
export function readRowValues(raw: unknown, columns?: readonly (StoreListColumn | null)[], lookup: ColumnLookup = uncachedLookup): RowValues {
  const values = emptyValues()
  if (Array.isArray(raw)) {
    if (columns) for (let index = 0; index < columns.length && index < raw.length; index += 1) take(values, columns[index] ?? null, raw[index])
  } else if (typeof raw === 'object' && raw !== null) {
    for (const key of Object.keys(raw)) take(values, lookup(key), (raw as Record<string, unknown>)[key])
  }
  return values
}

function take(values: RowValues, column: StoreListColumn | null, value: unknown): void {
  if (column === null || values[column] !== undefined) return
  const text = cellText(value)
  if (text !== '') values[column] = text
}

/** Blank rows (no known column filled) are skipped, not reported. */
export function isBlankRow(values: RowValues): boolean {
  for (const column of TEMPLATE_COLUMNS) if (values[column] !== undefined) return false
  return true
}

const NOTHING_MISSING: readonly StoreListColumn[] = Object.freeze([])

export function missingColumns(values: RowValues): readonly StoreListColumn[] {
  let missing: StoreListColumn[] | null = null
  const check = (column: StoreListColumn) => {
    if (!values[column]) (missing ??= []).push(column)
  }
  for (const column of REQUIRED_COLUMNS) check(column)
  if (!values.wiser_store_id) for (const column of ADDRESS_COLUMNS) check(column)
  // Most rows are complete: no array is allocated for them.
  return missing ?? NOTHING_MISSING
}

/** A positive whole number, or null. */
export function parseGroupCap(text: string): number | null {
  if (!POSITIVE_INTEGER.test(text)) return null
  const value = Number(text)
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

export type CountryKind = 'US' | 'CA' | 'OTHER'
export function countryKind(country: string): CountryKind {
  const upper = country.trim().toUpperCase()
  if (US_NAMES.has(upper)) return 'US'
  if (CANADA_NAMES.has(upper)) return 'CA'
  return 'OTHER'
}

/**
 * US: 5 digits or 5+4; a 4-digit code is a zip whose leading 0 a spreadsheet
 * dropped, so it is tolerated and padded back. Canada: the Canadian pattern.
 * Other countries are not checked.
 */
export function checkPostalCode(country: string, postalCode: string): { postalCode: string; error?: string } {
  const kind = countryKind(country)
  if (kind === 'US') {
    if (US_ZIP_WITHOUT_LEADING_ZERO.test(postalCode)) return { postalCode: `0${postalCode}` }
    return US_ZIP.test(postalCode) ? { postalCode } : { postalCode, error: invalidZipCode(country, postalCode) }
  }
  if (kind === 'CA' && !CANADIAN_POSTAL_CODE.test(postalCode)) return { postalCode, error: invalidPostalCode(country, postalCode) }
  return { postalCode }
}

export const isNevada = (state: string): boolean => NEVADA_NAMES.has(state.trim().toUpperCase())

/**
 * pin_active: the spec's "true, or the text 1" means running (case ignored).
 * Anything else, blank included, means paused: the pin goes live only when
 * the file says so, which is the safe side for a paid task.
 */
export const isPinRunning = (pinActive: string | undefined): boolean => pinActive !== undefined && PIN_RUNNING_VALUES.has(pinActive.toLowerCase())

/** Validate one data row. Never throws, whatever `raw` is. */
export function validateStoreListRow(raw: unknown, rowNumber: number, columns?: readonly (StoreListColumn | null)[]): RowValidation {
  const errors: string[] = []
  const warnings: string[] = []
  const row = validateRowValues(readRowValues(raw, columns), rowNumber, errors, warnings)
  return { row, errors, warnings }
}

/** The row checks on already-read values; messages are appended to `errors` and `warnings`. */
export function validateRowValues(values: RowValues, rowNumber: number, errors: string[] = [], warnings: string[] = []): UploadRow {
  const missing = missingColumns(values)
  if (missing.length > 0) errors.push(rowMessage(rowNumber, missingValues(missing)))

  let groupCap = 0
  if (values.group_cap !== undefined) {
    const parsed = parseGroupCap(values.group_cap)
    if (parsed === null) errors.push(rowMessage(rowNumber, invalidGroupCap(values.group_cap)))
    else groupCap = parsed
  }

  if (values.state !== undefined && isNevada(values.state)) warnings.push(rowMessage(rowNumber, NEVADA_WARNING))

  let postalCode = values.postal_code ?? null
  if (postalCode !== null && values.country !== undefined) {
    const checked = checkPostalCode(values.country, postalCode)
    postalCode = checked.postalCode
    if (checked.error) errors.push(rowMessage(rowNumber, checked.error))
  }

  const coordinates = checkCoordinates(values.latitude, values.longitude)
  for (const problem of coordinates.problems) errors.push(rowMessage(rowNumber, problem.message))

  return {
    rowNumber,
    wiserMissionId: values.wiser_mission_id ?? '',
    groupName: values.group_name ?? '',
    groupCap,
    pinIsRunning: isPinRunning(values.pin_active),
    wiserStoreId: values.wiser_store_id ?? null,
    organizationName: values.org_name ?? null,
    storeNumber: values.store_number ?? null,
    streetAddress: values.street_address ?? null,
    city: values.city ?? null,
    state: values.state ?? null,
    postalCode,
    country: values.country ?? null,
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
  }
}
