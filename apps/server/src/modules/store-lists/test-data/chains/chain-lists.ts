// The chain store-list corpus (README.md beside this file): real store lists of one chain (Walmart)
// from independent public sources, and the ground truth of which rows are the same real store.
import { readFileSync } from 'node:fs'

/** The committed lists, oldest first. */
export const CHAIN_LIST_NAMES = ['walmart-holmes-2006', 'walmart-osm-2020', 'walmart-storedirectory-2021'] as const
export type ChainListName = (typeof CHAIN_LIST_NAMES)[number]

/** Every file's header, exactly. */
export const CHAIN_LIST_HEADER = ['store_number', 'street', 'city', 'state', 'zip', 'latitude', 'longitude'] as const

/** One row as its source writes it; a blank field is null. */
export interface ChainStoreRow {
  storeNumber: string | null
  street: string
  city: string
  state: string
  zip: string | null
  latitude: number | null
  longitude: number | null
}

export const chainListPath = (name: ChainListName): string => new URL(`./${name}.csv`, import.meta.url).pathname

/** The file's first line, to check the header as written. */
export const chainListHeaderLine = (name: ChainListName): string => readFileSync(chainListPath(name), 'utf8').split(/\r?\n/, 1)[0]!

/**
 * One CSV line's fields: quoted fields may hold commas and doubled quotes (no line breaks in these
 * files). Not readCsv of integrations/test-data: it loses the second field when the first is blank.
 */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = []
  let at = 0
  for (;;) {
    if (line[at] === '"') {
      let value = ''
      let i = at + 1
      for (;;) {
        const quote = line.indexOf('"', i)
        if (quote < 0) throw new Error(`unterminated quote: ${line}`)
        value += line.slice(i, quote)
        if (line[quote + 1] === '"') {
          value += '"'
          i = quote + 2
        } else {
          at = quote + 1
          break
        }
      }
      fields.push(value)
    } else {
      const comma = line.indexOf(',', at)
      fields.push(line.slice(at, comma < 0 ? line.length : comma))
      at = comma < 0 ? line.length : comma
    }
    if (at >= line.length) return fields
    if (line[at] !== ',') throw new Error(`text after a quoted field: ${line}`)
    at++
    if (at === line.length) return [...fields, '']
  }
}

function readCsv(path: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path, 'utf8').split(/\r?\n/).filter(Boolean)
  const names = splitCsvLine(header!)
  return lines.map((line) => {
    const fields = splitCsvLine(line)
    if (fields.length !== names.length) throw new Error(`${path}: ${fields.length} fields in ${line}`)
    return Object.fromEntries(names.map((name, index) => [name, fields[index]!]))
  })
}

const blankToNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value)
const numberOrNull = (value: string | undefined): number | null => (value === undefined || value === '' ? null : Number(value))

export function loadChainList(name: ChainListName): ChainStoreRow[] {
  return readCsv(chainListPath(name)).map((row) => ({
    storeNumber: blankToNull(row.store_number),
    street: row.street ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zip: blankToNull(row.zip),
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
  }))
}

/** Two rows within this distance are one store when the store numbers cannot decide. */
export const SAME_STORE_RADIUS_METERS = 250

const EARTH_RADIUS_METERS = 6_371_008.8
const hasPosition = (row: ChainStoreRow): row is ChainStoreRow & { latitude: number; longitude: number } => row.latitude !== null && row.longitude !== null

export function haversineMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * radians
  const dLon = (b.longitude - a.longitude) * radians
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(h))
}

/**
 * Whether two rows are the same real store: the chain's store number when both rows have one; else
 * their coordinates within 250 m when both have them; else unknown (null).
 */
export function sameStoreTruth(a: ChainStoreRow, b: ChainStoreRow): boolean | null {
  if (a.storeNumber !== null && b.storeNumber !== null) return a.storeNumber === b.storeNumber
  if (hasPosition(a) && hasPosition(b)) return haversineMeters(a, b) <= SAME_STORE_RADIUS_METERS
  return null
}

export interface CounterpartCount {
  /** Rows of `rows` with at least one row of `reference` that is the same store by the truth. */
  matched: number
  /** Rows whose truth is null against every row of `reference`: no store number or no coordinates on both sides. */
  unknown: number
  total: number
}

// 0.01° cells: a cell and its neighbours hold every point within 250 m up to 77° of latitude (0.01°
// of longitude is 250 m there), so everywhere in the United States (Alaska ends at 71.4°).
const CELL_DEGREES = 0.01
const cellOf = (latitude: number, longitude: number) => [Math.floor(latitude / CELL_DEGREES), Math.floor(longitude / CELL_DEGREES)] as const
const cellKey = (lat: number, lon: number) => `${lat}:${lon}`

/** How many rows of `rows` have a counterpart in `reference` by sameStoreTruth, without comparing every pair. */
export function countCounterparts(reference: readonly ChainStoreRow[], rows: readonly ChainStoreRow[]): CounterpartCount {
  const byNumber = new Set(reference.flatMap((row) => (row.storeNumber === null ? [] : [row.storeNumber])))
  const cells = new Map<string, ChainStoreRow[]>()
  for (const row of reference) {
    if (!hasPosition(row)) continue
    const key = cellKey(...cellOf(row.latitude, row.longitude))
    const cell = cells.get(key)
    if (cell) cell.push(row)
    else cells.set(key, [row])
  }
  const referenceHasNumbers = byNumber.size > 0
  const referenceHasPositions = cells.size > 0

  const nearbyMatch = (row: ChainStoreRow & { latitude: number; longitude: number }): boolean => {
    const [lat, lon] = cellOf(row.latitude, row.longitude)
    for (let dLat = -1; dLat <= 1; dLat++)
      for (let dLon = -1; dLon <= 1; dLon++)
        for (const other of cells.get(cellKey(lat + dLat, lon + dLon)) ?? []) if (sameStoreTruth(other, row) === true) return true
    return false
  }

  let matched = 0
  let unknown = 0
  for (const row of rows) {
    if ((row.storeNumber !== null && byNumber.has(row.storeNumber)) || (hasPosition(row) && nearbyMatch(row))) matched++
    else if (!(row.storeNumber !== null && referenceHasNumbers) && !(hasPosition(row) && referenceHasPositions)) unknown++
  }
  return { matched, unknown, total: rows.length }
}
