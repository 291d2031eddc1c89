import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateStoreListFile } from './store-list-file'
import { readStoreListHeader } from './store-list-header'
import { TEMPLATE_COLUMNS } from './store-list.columns'
import { validateStoreListRow } from './store-list-row'

/*
 * Arbitrary input must never throw, never pollute a prototype, and only ever
 * produce messages in the spec's forms (plus our group_cap and coordinate texts).
 */
const COLUMN = '(?:wiser_mission_id|group_name|group_cap|org_name|street_address|city|state|country)'
const ROW_ERROR_FORMS = [
  new RegExp(`^Row \\d+: Missing required value\\(s\\): ${COLUMN}(?:, ${COLUMN})*$`),
  /^Row \d+: Invalid \S.* zip code: \S.*$/s,
  /^Row \d+: Invalid \S.* postal code: \S.*$/s,
  /^Row \d+: Invalid group_cap: \S.*$/s,
  /^Row \d+: Invalid (?:latitude: \S.* \(a number from -90 to 90\)|longitude: \S.* \(a number from -180 to 180\))$/s,
  /^Row \d+: Missing (?:latitude|longitude): give latitude and longitude together, or neither$/,
]
const ROW_WARNING_FORMS = [/^Row \d+: Store is in Nevada$/]
const FILE_ERROR_FORMS = [
  new RegExp(`^Store list missing required column\\(s\\): ${COLUMN}(?:, ${COLUMN})*$`),
  /^Store list must have at least one store row$/,
  /^Store list contains more than the maximum 50,000 store rows$/,
  /^Store list has conflicting group caps for: \S.*$/s,
]
const FILE_WARNING_FORMS = [/^Store list has unknown column\(s\): \S.*$/s]

const matchesAny = (forms: readonly RegExp[]) => (message: string) => forms.some((form) => form.test(message))

const EVIL_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']
const columnSpellings = fc
  .tuple(fc.constantFrom(...TEMPLATE_COLUMNS), fc.constantFrom('', ' ', '  '), fc.boolean())
  .map(([column, pad, upper]) => `${pad}${upper ? column.toUpperCase() : column}${pad}`)
const key = fc.oneof(columnSpellings, fc.constantFrom(...EVIL_KEYS), fc.string({ maxLength: 12 }))

const cell = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    'NV',
    'nv',
    'US',
    'USA',
    'CAN',
    'CA',
    '1',
    'true',
    '0',
    '',
    '  ',
    '2134',
    '62701',
    '62701-1234',
    'K1A 0B1',
    '30.2672',
    '-97.7431',
    '91',
    '1e400',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.bigInt(),
  fc.date(),
  fc.constant(Object.create(null) as object),
  fc.constant({
    toString: () => {
      throw new Error('no toString')
    },
  }),
  fc.constant({ polluted: 'yes' }),
  fc.anything(),
)

/** Objects whose own keys may be '__proto__' and friends, as JSON.parse or a spreadsheet reader would make them. */
const rawRow = fc.tuple(fc.array(fc.tuple(key, cell), { maxLength: 14 }), fc.boolean()).map(([entries, nullPrototype]) => {
  const target: Record<string, unknown> = nullPrototype ? (Object.create(null) as Record<string, unknown>) : {}
  for (const [name, value] of entries) Object.defineProperty(target, name, { value, enumerable: true, configurable: true, writable: true })
  return target
})
const anyRow = fc.oneof({ weight: 6, arbitrary: rawRow }, { weight: 1, arbitrary: fc.array(cell, { maxLength: 14 }) }, { weight: 1, arbitrary: fc.anything() })
const header = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.oneof(columnSpellings, fc.constantFrom(...EVIL_KEYS), cell), { maxLength: 16 }) },
  { weight: 1, arbitrary: fc.anything() },
)

const prototypeSnapshot = () =>
  [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((proto) =>
    Object.getOwnPropertyNames(proto).map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)?.value]),
  )

describe('store list validators on arbitrary input', () => {
  let before: ReturnType<typeof prototypeSnapshot>
  beforeAll(() => {
    before = prototypeSnapshot()
  })
  afterAll(() => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(prototypeSnapshot()).toEqual(before)
  })

  it('the row validator never throws and speaks only in the spec forms', () => {
    fc.assert(
      fc.property(anyRow, fc.integer({ min: 3, max: 60_000 }), (raw, rowNumber) => {
        const result = validateStoreListRow(raw, rowNumber)
        expect(result.errors.every(matchesAny(ROW_ERROR_FORMS))).toBe(true)
        expect(result.warnings.every(matchesAny(ROW_WARNING_FORMS))).toBe(true)
        for (const message of [...result.errors, ...result.warnings]) expect(message.startsWith(`Row ${rowNumber}: `)).toBe(true)
        expect(result.row.rowNumber).toBe(rowNumber)
        expect(Number.isInteger(result.row.groupCap) && result.row.groupCap >= 0).toBe(true)
        expect(typeof result.row.pinIsRunning).toBe('boolean')
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: 5000 },
    )
  })

  it('a row with no error has every value the payload needs', () => {
    fc.assert(
      fc.property(rawRow, (raw) => {
        const result = validateStoreListRow(raw, 3)
        if (result.errors.length > 0) return
        expect(result.row.wiserMissionId).not.toBe('')
        expect(result.row.groupName).not.toBe('')
        expect(result.row.groupCap).toBeGreaterThan(0)
        // Both coordinates or neither, each a finite number in its range.
        expect(result.row.latitude === null).toBe(result.row.longitude === null)
        if (result.row.latitude !== null) expect(Math.abs(result.row.latitude)).toBeLessThanOrEqual(90)
        if (result.row.longitude !== null) expect(Math.abs(result.row.longitude)).toBeLessThanOrEqual(180)
        if (result.row.wiserStoreId === null) {
          for (const value of [result.row.organizationName, result.row.streetAddress, result.row.city, result.row.state, result.row.country]) {
            expect(value).toBeTruthy()
          }
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('the header reader never throws and speaks only in the spec forms', () => {
    fc.assert(
      fc.property(header, (cells) => {
        const result = readStoreListHeader(cells)
        expect(result.errors.every(matchesAny(FILE_ERROR_FORMS))).toBe(true)
        expect(result.warnings.every(matchesAny(FILE_WARNING_FORMS))).toBe(true)
        expect(result.errors.length === 0).toBe(result.missing.length === 0)
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: 5000 },
    )
  })

  it('the file validator never throws and speaks only in the spec forms', () => {
    fc.assert(
      fc.property(header, fc.array(anyRow, { maxLength: 12 }), (cells, rows) => {
        const result = validateStoreListFile({ header: cells, rows })
        expect(result.errors.every(matchesAny([...FILE_ERROR_FORMS, ...ROW_ERROR_FORMS]))).toBe(true)
        expect(result.warnings.every(matchesAny([...FILE_WARNING_FORMS, ...ROW_WARNING_FORMS]))).toBe(true)
        expect(result.canSubmit).toBe(result.errors.length === 0)
        expect(result.shownErrors.shown.length).toBeLessThanOrEqual(100)
      }),
      { numRuns: 2000 },
    )
  })

  it('explicit pollution attempts leave prototypes alone', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "wiser_mission_id": "M", "group_name": "G", "group_cap": 1, "wiser_store_id": "S"}',
    ) as unknown
    expect(validateStoreListRow(hostile, 3).errors).toEqual([])
    expect(readStoreListHeader(['__proto__', 'constructor']).warnings).toEqual(['Store list has unknown column(s): __proto__, constructor'])
    validateStoreListFile({ header: ['__proto__', 'wiser_mission_id'], rows: [hostile, ['x', 'M']] })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
