// Test helpers for the street normalizer: the corpus, the word check and spelling variants.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import type { RawAddress } from '../address-normalizer'
import { tokenizeStreet } from '../street-tokens'
import { BUILDING_OR_FLOOR, DIRECTIONALS, NUMBERED_UNITS, POSITIONAL_DIRECTIONALS, STATE_CODES, SUFFIXES, UNIT_DESIGNATORS } from '../usps-address-tables'

export interface CorpusRow {
  street: string
  city: string
  state: string
  zip: string
  latitude: number
  longitude: number
}

/** Reads a CSV with a header row (quoted fields with doubled quotes allowed). */
export function readCsv(path: string): Record<string, string>[] {
  const lines = readFileSync(path, 'utf8').split(/\r?\n/).filter(Boolean)
  const split = (line: string) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'))
  const header = split(lines[0]!)
  return lines.slice(1).map((line) => Object.fromEntries(split(line).map((value, index) => [header[index]!, value])))
}

/** The committed corpus of real US addresses (test-data/README.md). */
export const loadCorpus = (): CorpusRow[] =>
  readCsv(new URL('./us-addresses.csv', import.meta.url).pathname).map((row) => ({
    street: row.street!,
    city: row.city!,
    state: row.state!,
    zip: row.zip!,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  }))

/**
 * The word mapping the normalizer is allowed (docs/domain/store-lists.md): USPS suffixes, directionals
 * and unit designators in any spelling, NO/SO as directionals, the route words written out
 * (HWY/Highway, RTE/RT/Route, I/IH/Interstate, CO/County, ST/State). '#' is punctuation.
 */
const ROUTE_WORD_CLASSES: ReadonlyMap<string, string> = new Map([
  ['I', 'I'],
  ['IH', 'I'],
  ['INTERSTATE', 'I'],
  ['RT', 'RTE'],
  ['COUNTY', 'CO'],
  ['CNTY', 'CO'],
  ['CTY', 'CO'],
  ['STATE', 'ST'],
])
export const checkedWord = (word: string): string =>
  SUFFIXES.get(word) ?? DIRECTIONALS.get(word) ?? POSITIONAL_DIRECTIONALS.get(word) ?? UNIT_DESIGNATORS.get(word) ?? ROUTE_WORD_CLASSES.get(word) ?? word

/** The input's words missing from the output (in order, under the allowed mapping). */
export function lostWords(input: string, output: string | null): string[] {
  const words = (text: string) =>
    tokenizeStreet(text)
      .filter((word) => word !== '#')
      .map(checkedWord)
  const out = words(output ?? '')
  const lost: string[] = []
  let at = 0
  for (const word of words(input)) {
    const found = out.indexOf(word, at)
    if (found < 0) lost.push(word)
    else at = found + 1
  }
  return lost
}

const groupOf = (table: ReadonlyMap<string, string>, word: string): string[] => {
  const standard = table.get(word)
  return standard ? [...table].filter(([, value]) => value === standard).map(([spelling]) => spelling) : [word]
}
const HIGHWAY_SPELLINGS = groupOf(SUFFIXES, 'HWY')
const unitSpellings = (word: string): string[] => {
  const designator = word === '#' ? '#' : UNIT_DESIGNATORS.get(word)
  if (!designator || !NUMBERED_UNITS.has(designator)) return [word]
  if (BUILDING_OR_FLOOR.has(designator)) return groupOf(UNIT_DESIGNATORS, word)
  return ['#', ...[...UNIT_DESIGNATORS].filter(([, value]) => NUMBERED_UNITS.has(value) && !BUILDING_OR_FLOOR.has(value)).map(([spelling]) => spelling)]
}

/** The spellings a list may use for one word in its place ('Street', 'St', 'Str'; 'North', 'N'; 'Suite', 'Ste', '#'). */
function spellings(words: readonly string[], index: number): string[] {
  const word = words[index]!.toUpperCase().replace(/\.$/, '')
  const next = words[index + 1]
  if (index === words.length - 2 && index > 1 && /^[A-Z0-9-]*\d[A-Z0-9-]*$|^[A-Z]$/i.test(next ?? '')) {
    // '#' after a designator ('Ste # 1') is only a number sign.
    const units = word === '#' && UNIT_DESIGNATORS.has(words[index - 1]!.toUpperCase().replace(/\.$/, '')) ? [word] : unitSpellings(word)
    // After a highway or route, '# 1' is read as the route's number ('US Hwy #1'), not a unit.
    const before = words[index - 1]!.toUpperCase().replace(/\.$/, '')
    const afterRoute = ['HWY', 'RTE', 'RD'].includes(SUFFIXES.get(before) ?? '') || ['US', 'I', 'IH', 'RT', 'SR', 'SH', 'CR', 'CH', 'FM'].includes(before)
    if (units.length > 1) return afterRoute ? units.filter((unit) => unit !== '#') : units
  }
  if (SUFFIXES.get(word) === 'HWY' && next !== undefined && /^\d+$/.test(next)) return HIGHWAY_SPELLINGS
  // 'ST' before a route is State ('St Rte 9'), 'Street' is not: neither is written as the other.
  const nextWord = next?.toUpperCase().replace(/[^A-Z0-9]/g, '') ?? ''
  if (SUFFIXES.get(word) === 'ST' && ['HWY', 'RTE', 'RD'].includes(SUFFIXES.get(nextWord) ?? nextWord)) return [word]
  if (SUFFIXES.has(word)) return groupOf(SUFFIXES, word)
  if (DIRECTIONALS.has(word)) return groupOf(DIRECTIONALS, word)
  return [word]
}

const casing = fc.constantFrom<(word: string) => string>(
  (word) => word,
  (word) => word.toLowerCase(),
  (word) => word.toUpperCase(),
  (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
)
const separator = fc.constantFrom(' ', '  ', ' \u00a0', '\t', ', ')

/** One street written another way: each word in another allowed spelling, case, spacing and punctuation. */
export function streetVariant(street: string): fc.Arbitrary<string> {
  const words = street.trim().split(/\s+/)
  const wordArbitraries = words.map((_, index) =>
    fc
      .tuple(fc.constantFrom(...spellings(words, index)), casing, fc.boolean())
      .map(([spelling, caseOf, period]) => caseOf(spelling) + (period && /^[A-Za-z]+$/.test(spelling) ? '.' : '')),
  )
  return fc
    .tuple(fc.tuple(...wordArbitraries), fc.array(separator, { minLength: words.length, maxLength: words.length }), fc.constantFrom('', ' ', '.', ' .'))
    .map(
      ([parts, separators, end]) =>
        `${separators[0] === ', ' ? ' ' : ''}${parts.map((part, index) => (index === 0 ? part : separators[index]! + part)).join('')}${end}`,
    )
}

const stateNames = new Map([...STATE_CODES].map(([name, code]) => [code, name]))

/** A whole address written another way: the street as above, the state as code or name, the zip with or without +4. */
export function addressVariant(row: CorpusRow): fc.Arbitrary<RawAddress> {
  const stateName = stateNames.get(row.state) ?? row.state
  return fc.record({
    street: streetVariant(row.street),
    city: fc.constantFrom(row.city, row.city.toUpperCase(), ` ${row.city.toLowerCase()}  `),
    state: fc.constantFrom(row.state, row.state.toLowerCase(), stateName, stateName.toLowerCase(), `${row.state}.`),
    postalCode: fc
      .tuple(fc.constantFrom('', '-', ' ', ' - '), fc.integer({ min: 0, max: 9999 }), fc.boolean())
      .map(([joint, plus4, withPlus4]) => (withPlus4 ? `${row.zip}${joint}${String(plus4).padStart(4, '0')}` : row.zip)),
    country: fc.constantFrom('US', 'us', 'USA', 'U.S.', 'United States'),
  })
}
