import type { COORDINATE_COLUMNS } from './store-list.columns'
import { coordinatesPlausibleForState } from './state-bounds'

/**
 * The latitude and longitude columns (ours: docs/domain/store-lists.md, "Coordinates"). One rule
 * for the sheet's cells (text) and the API's payload (numbers), so the browser and the server
 * refuse the same rows with the same words.
 */
export type CoordinateColumn = (typeof COORDINATE_COLUMNS)[number]

export const COORDINATE_LIMITS: Readonly<Record<CoordinateColumn, { min: number; max: number }>> = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
}

/** Ours: a value that is not a number within the column's range. */
export const invalidCoordinate = (column: CoordinateColumn, value: string): string =>
  `Invalid ${column}: ${value} (a number from ${COORDINATE_LIMITS[column].min} to ${COORDINATE_LIMITS[column].max})`
/** Ours: one of the two without the other; a half of a point places nothing. */
export const missingCoordinate = (column: CoordinateColumn): string => `Missing ${column}: give latitude and longitude together, or neither`

export interface CoordinateProblem {
  column: CoordinateColumn
  /** Without the 'Row N: ' prefix. */
  message: string
}

export interface CoordinateCheck {
  /** Both numbers when the row gives a valid pair, else both null. */
  latitude: number | null
  longitude: number | null
  problems: readonly CoordinateProblem[]
}

// Decimal degrees as a sheet or a person writes them: '30.2672', '-97.7431', '+45', '.5', '1e-3'.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i
const NO_COORDINATES: CoordinateCheck = Object.freeze({ latitude: null, longitude: null, problems: Object.freeze([]) })

type Given = string | number | null | undefined

function readCoordinate(column: CoordinateColumn, given: string | number): number | CoordinateProblem {
  const value = typeof given === 'number' ? given : DECIMAL.test(given) ? Number(given) : Number.NaN
  const { min, max } = COORDINATE_LIMITS[column]
  return Number.isFinite(value) && value >= min && value <= max ? value : { column, message: invalidCoordinate(column, String(given)) }
}

/**
 * A row's latitude and longitude: each a number in its range, both or neither. `undefined`,
 * `null` and '' are not given (a sheet's blank cell, the payload's null).
 */
export function checkCoordinates(latitude: Given, longitude: Given): CoordinateCheck {
  const given = { latitude: latitude ?? '', longitude: longitude ?? '' }
  // Most lists have no coordinates: nothing is allocated for them.
  if (given.latitude === '' && given.longitude === '') return NO_COORDINATES
  const problems: CoordinateProblem[] = []
  const values: Partial<Record<CoordinateColumn, number>> = {}
  for (const column of ['latitude', 'longitude'] as const) {
    const value = given[column]
    if (value === '') {
      problems.push({ column, message: missingCoordinate(column) })
      continue
    }
    const read = readCoordinate(column, value)
    if (typeof read === 'number') values[column] = read
    else problems.push(read)
  }
  const { latitude: lat, longitude: long } = values
  return problems.length === 0 && lat !== undefined && long !== undefined
    ? { latitude: lat, longitude: long, problems }
    : { latitude: null, longitude: null, problems }
}

/**
 * The rows whose coordinates cannot be right for their state (outside its box, or a state we
 * cannot check): not an error, since processing ignores such coordinates and places the store by
 * its address, but the upload preview counts them as a warning.
 */
export function implausibleCoordinateRows(
  rows: readonly { rowNumber: number; state?: string | null; latitude?: number | null; longitude?: number | null }[],
): number[] {
  return rows
    .filter((row) => row.latitude != null && row.longitude != null && !coordinatesPlausibleForState(row.state, row.latitude, row.longitude))
    .map((row) => row.rowNumber)
}
