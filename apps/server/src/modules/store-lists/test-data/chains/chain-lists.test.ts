import { describe, expect, it } from 'vitest'
import {
  CHAIN_LIST_HEADER,
  CHAIN_LIST_NAMES,
  type ChainListName,
  type ChainStoreRow,
  chainListHeaderLine,
  countCounterparts,
  haversineMeters,
  loadChainList,
  sameStoreTruth,
  splitCsvLine,
} from './chain-lists'

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
)

/** The row counts and overlaps stated in README.md. */
const ROWS: Record<ChainListName, number> = { 'walmart-holmes-2006': 2992, 'walmart-osm-2020': 467, 'walmart-storedirectory-2021': 2694 }
const OVERLAPS: [reference: ChainListName, rows: ChainListName, matched: number, unknown: number][] = [
  ['walmart-holmes-2006', 'walmart-osm-2020', 230, 5],
  ['walmart-holmes-2006', 'walmart-storedirectory-2021', 1984, 0],
  ['walmart-osm-2020', 'walmart-holmes-2006', 230, 0],
  ['walmart-osm-2020', 'walmart-storedirectory-2021', 182, 0],
  ['walmart-storedirectory-2021', 'walmart-holmes-2006', 1984, 0],
  ['walmart-storedirectory-2021', 'walmart-osm-2020', 182, 5],
]

const lists = new Map(CHAIN_LIST_NAMES.map((name) => [name, loadChainList(name)]))
const list = (name: ChainListName) => lists.get(name)!

const row = (overrides: Partial<ChainStoreRow>): ChainStoreRow => ({
  storeNumber: null,
  street: '1 Main St',
  city: 'Rogers',
  state: 'AR',
  zip: null,
  latitude: null,
  longitude: null,
  ...overrides,
})

describe('chain store lists', () => {
  it.each(CHAIN_LIST_NAMES)('%s loads with the header, US states and well-formed fields', (name) => {
    expect(chainListHeaderLine(name)).toBe(CHAIN_LIST_HEADER.join(','))
    const rows = list(name)
    expect(rows).toHaveLength(ROWS[name])
    for (const r of rows) {
      expect(US_STATES.has(r.state), `${name}: state ${r.state}`).toBe(true)
      expect(r.street.trim(), `${name}: street`).not.toBe('')
      expect(r.city.trim(), `${name}: city`).not.toBe('')
      // ZIP or ZIP+4; OpenStreetMap gives one store two ZIPs ('75211;75249', README.md).
      if (r.zip !== null) expect(r.zip, `${name}: zip`).toMatch(/^\d{5}(-\d{4})?(;\d{5})?$/)
      if (r.storeNumber !== null) expect(r.storeNumber, `${name}: store number`).toMatch(/^\d+$/)
      expect(r.latitude === null, `${name}: both coordinates or neither`).toBe(r.longitude === null)
      if (r.latitude !== null && r.longitude !== null) {
        expect(r.latitude).toBeGreaterThan(18)
        expect(r.latitude).toBeLessThan(72)
        expect(r.longitude).toBeGreaterThan(-180)
        expect(r.longitude).toBeLessThan(-66)
      }
    }
    // A store number names one row of a list.
    const numbers = rows.flatMap((r) => (r.storeNumber === null ? [] : [r.storeNumber]))
    expect(new Set(numbers).size).toBe(numbers.length)
  })

  it('splits CSV lines with blank, quoted and trailing fields', () => {
    expect(splitCsvLine(',8101 East Brainerd Road,Chattanooga,TN,37421,35.005441,-85.149166')).toEqual([
      '',
      '8101 East Brainerd Road',
      'Chattanooga',
      'TN',
      '37421',
      '35.005441',
      '-85.149166',
    ])
    expect(splitCsvLine('1,"4500 ""A"" NORTH MAIN","a, b",,')).toEqual(['1', '4500 "A" NORTH MAIN', 'a, b', '', ''])
    expect(splitCsvLine('""')).toEqual([''])
    expect(() => splitCsvLine('"open')).toThrow()
  })

  it('keeps each source spelling (quoted commas and quotes survive)', () => {
    const holmes = list('walmart-holmes-2006')
    expect(holmes.find((r) => r.storeNumber === '18')?.street).toBe('2500 MALCOLM ST/HWY 67 NORTH')
    expect(holmes.some((r) => r.street === '4500 "A" NORTH MAIN')).toBe(true)
    expect(holmes.some((r) => r.street === '915 NO. CHANCERY ST, SUITE 100')).toBe(true)
    expect(list('walmart-storedirectory-2021').find((r) => r.storeNumber === '306')?.street).toBe('1450 No. Brindlee Mt')
    expect(list('walmart-osm-2020').find((r) => r.storeNumber === '24')).toMatchObject({ street: '2000 John Harden Drive', city: 'Jacksonville', zip: '72076' })
  })

  it('decides the same store by store number, else by coordinates within 250 m, else not at all', () => {
    const here = { latitude: 36.3313, longitude: -94.149054 }
    const north = (meters: number) => ({ latitude: here.latitude + meters / 111_195, longitude: here.longitude })
    expect(haversineMeters(here, north(200))).toBeCloseTo(200, 0)
    // The number wins over the coordinates either way.
    expect(sameStoreTruth(row({ storeNumber: '1', ...here }), row({ storeNumber: '1', ...north(5000) }))).toBe(true)
    expect(sameStoreTruth(row({ storeNumber: '1', ...here }), row({ storeNumber: '2', ...here }))).toBe(false)
    // One number missing: the coordinates decide.
    expect(sameStoreTruth(row({ storeNumber: '1', ...here }), row({ ...north(240) }))).toBe(true)
    expect(sameStoreTruth(row({ ...here }), row({ storeNumber: '2', ...north(260) }))).toBe(false)
    // Neither: unknown.
    expect(sameStoreTruth(row({ storeNumber: '1' }), row({ ...here }))).toBeNull()
    expect(sameStoreTruth(row({}), row({}))).toBeNull()
  })

  it('counts the rows of each source that have a counterpart in another, as README.md states', () => {
    for (const [reference, rows, matched, unknown] of OVERLAPS) {
      const count = countCounterparts(list(reference), list(rows))
      console.log(`${rows}: ${count.matched} of ${count.total} rows have a counterpart in ${reference} (${count.unknown} undecidable)`)
      expect(count).toEqual({ matched, unknown, total: ROWS[rows] })
    }
  })

  it('counts counterparts as comparing every pair would', () => {
    const brute = (reference: ChainStoreRow[], rows: ChainStoreRow[]) => {
      let matched = 0
      let unknown = 0
      for (const r of rows) {
        const truths = reference.map((other) => sameStoreTruth(other, r))
        if (truths.includes(true)) matched++
        else if (truths.every((t) => t === null)) unknown++
      }
      return { matched, unknown, total: rows.length }
    }
    for (const [reference, rows] of OVERLAPS.filter(([a, b]) => a === 'walmart-osm-2020' || b === 'walmart-osm-2020'))
      expect(countCounterparts(list(reference), list(rows))).toEqual(brute(list(reference), list(rows)))
    // Coordinates alone: the OpenStreetMap list against itself without its store numbers.
    const anonymous = list('walmart-osm-2020').map((r) => ({ ...r, storeNumber: null }))
    expect(countCounterparts(list('walmart-osm-2020'), anonymous)).toEqual(brute(list('walmart-osm-2020'), anonymous))
  })
})
