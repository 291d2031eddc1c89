import {
  BUILDING_OR_FLOOR,
  COUNTY_WORDS,
  DIRECTIONAL_NAMES,
  DIRECTIONALS,
  NUMBERED_UNITS,
  ORDINAL_WORDS,
  POSITIONAL_DIRECTIONALS,
  ROUTE_SYSTEM_ABBREVIATIONS,
  ROUTE_WORDS,
  STATE_WORDS,
  SUFFIXES,
  UNIT_DESIGNATORS,
  UPPERCASE_WORDS,
  US_STATE_WORDS,
} from './usps-address-tables'
import { withNameAliases } from './street-name-aliases'
import { tokenizeStreet } from './street-tokens'

/**
 * A street line in two forms (docs/domain/store-lists.md, "Addresses").
 * `display` is for people and for storing: every word kept, in its place, in title case, with the
 * USPS abbreviation for the suffix, the directionals and the unit, and route designators written out
 * ("2643 Highway 280", "4230 W Union Hills Dr", "1011 US Highway 72 E", "100 Main St Ste 5").
 * `key` is for matching: one key for the usual ways of writing one street (case, spacing,
 * punctuation, abbreviations spelled out or not, any route designator, "#"/"Ste"/"Suite", a
 * directional before or after the name), and different keys when any other word differs.
 */
export interface NormalizedStreet {
  display: string
  key: string
  /**
   * The street's cores: the house number and the name's words run together, with directionals,
   * street types, route words, spacing and punctuation set aside (a unit stays). Two sources'
   * spellings of one store share one ('1500 LYNN RIGGS BLVD' and '1500 S Lynn Riggs Blvd',
   * '200 Market Place Dr' and '200 Marketplace Drive'); a compound line names two streets and has a
   * core for each ('2500 Malcolm St/Hwy 67 N': Malcolm, and 67). Matching uses them as evidence
   * beside the house number and the postal code or city, never alone (store-matcher.ts).
   */
  cores: string[]
}

type Role = 'number' | 'predirectional' | 'name' | 'route' | 'suffix' | 'postdirectional' | 'unit' | 'unitNumber'
interface Word {
  token: string
  role: Role
}

const ROUTE_NUMBER = /^\d+[A-Z]?$|^\d+(?:\/\d+)+$/
const ORDINAL = /^\d+(?:ST|ND|RD|TH)$/

const isHouseNumber = (token: string): boolean => (/^\d/.test(token) && !ORDINAL.test(token)) || /^[NSEW]\d+[NSEW]\d+$/.test(token)
const isUnitNumber = (token: string): boolean => /^[A-Z0-9][A-Z0-9/-]*$/.test(token) && (/\d/.test(token) || token.length === 1)
const unitDesignator = (token: string): string | undefined => {
  const designator = token === '#' ? '#' : UNIT_DESIGNATORS.get(token)
  return designator && NUMBERED_UNITS.has(designator) ? designator : undefined
}
/** HWY or RTE when the word is a highway or route designator in any spelling ('Highway', 'Hiway', 'Rt', 'I', 'Interstate'). */
const routeDesignator = (token: string): string | undefined => {
  if (ROUTE_WORDS.has(token)) return ROUTE_WORDS.get(token) === 'Route' ? 'RTE' : 'HWY'
  const suffix = SUFFIXES.get(token)
  return suffix === 'HWY' || suffix === 'RTE' ? suffix : undefined
}
const isRouteSystem = (token: string | undefined): boolean =>
  token !== undefined && (token === 'US' || COUNTY_WORDS.has(token) || STATE_WORDS.has(token) || US_STATE_WORDS.has(token))
const startsRoute = (token: string): boolean => routeDesignator(token) !== undefined || ROUTE_SYSTEM_ABBREVIATIONS.has(token) || token === 'US'
const directional = (token: string, positional: boolean): string | undefined =>
  DIRECTIONALS.get(token) ?? (positional ? POSITIONAL_DIRECTIONALS.get(token) : undefined)

/** Rural route and highway contract route ('R.R. #4, Box 82', 'HC 1 Box 10'): a number follows. */
const RURAL_ROUTES: ReadonlySet<string> = new Set(['RR', 'HC'])

/**
 * A '#' that only says "number" is punctuation: before the house number ('#1 Memorial Dr'), between
 * a route and its number ('US Hwy #1', 'County Rd #10', 'RR #4') and after a unit designator ('Suite #18').
 */
function withoutNumberSigns(tokens: readonly string[]): string[] {
  return tokens.filter((token, index) => {
    if (token !== '#') return true
    const before = tokens[index - 1]
    const after = tokens[index + 1]
    if (after === undefined) return true
    if (before === undefined) return !/^\d/.test(after)
    if (ROUTE_NUMBER.test(after) && (startsRoute(before) || RURAL_ROUTES.has(before) || (SUFFIXES.get(before) === 'RD' && isRouteSystem(tokens[index - 2]))))
      return false
    return !(unitDesignator(before) && before !== '#' && isUnitNumber(after))
  })
}

/**
 * Reads each word's part, right to left as Publication 28 §23 does: units ('Ste 5', '# 5') at the
 * end, then a post-directional, the suffix, a pre-directional after the house number, and routes
 * (a designator before a route number). A word only takes a part when the street keeps a name
 * without it: '100 North St' is the street North, '100 Avenue A' has no suffix.
 */
function parseWords(tokens: readonly string[]): Word[] {
  const words: Word[] = tokens.map((token) => ({ token, role: 'name' }))
  let start = 0
  if (tokens.length > 1 && isHouseNumber(tokens[0]!)) {
    start = tokens.length > 2 && /^\d+\/\d+$/.test(tokens[1]!) ? 2 : 1
    for (let index = 0; index < start; index++) words[index]!.role = 'number'
  }
  let end = tokens.length
  // Whether a name word stands between `from` and `to`: an old abbreviation ('No', 'So') after the
  // house number counts as the directional it is read as below, so '1 No E S' parses as '1 N E S'
  // (its display) does, and a place's cores computed again from its display street are the same.
  const hasName = (from: number, to: number) => tokens.slice(from, to).some((token, offset) => directional(token, from + offset > 0) === undefined)
  // A directional after a unit designator names the unit ('Ste N' = 'Suite North').
  const unitName = (token: string) => isUnitNumber(token) || DIRECTIONALS.has(token)
  while (end - 2 > start && unitDesignator(tokens[end - 2]!) && unitName(tokens[end - 1]!) && hasName(start, end - 2)) {
    words[end - 2]!.role = 'unit'
    words[end - 1]!.role = 'unitNumber'
    end -= 2
  }
  const last = tokens[end - 1]
  const beforeLast = tokens[end - 2]
  const lastIsPositional = beforeLast !== undefined && (ROUTE_NUMBER.test(beforeLast) || SUFFIXES.has(beforeLast))
  // After a unit designator (and no unit number) a directional is not the street's ('Main Ste North').
  const afterUnitDesignator = beforeLast !== undefined && unitDesignator(beforeLast) !== undefined
  if (end - 1 > start && last !== undefined && directional(last, lastIsPositional) && !afterUnitDesignator && hasName(start, end - 1)) {
    words[end - 1]!.role = 'postdirectional'
    end -= 1
  }
  const afterDirectional = end - start - 1
  if (directional(tokens[start]!, start > 0) && (afterDirectional > 1 || (afterDirectional === 1 && !SUFFIXES.has(tokens[start + 1]!)))) {
    words[start]!.role = 'predirectional'
    start += 1
  }
  if (end - start > 1 && SUFFIXES.has(tokens[end - 1]!)) words[end - 1]!.role = 'suffix'
  for (let index = start; index < end - 1; index++) {
    if (ROUTE_NUMBER.test(tokens[index + 1]!) && words[index + 1]!.role === 'name') markRoute(words, index, start)
  }
  return words
}

/** A designator just before a route number, with the system word before it ('US', 'County', 'State', 'GA'). */
function markRoute(words: Word[], index: number, start: number): void {
  const token = words[index]!.token
  if (ROUTE_SYSTEM_ABBREVIATIONS.has(token) || token === 'US') {
    words[index]!.role = 'route'
    return
  }
  const designator = routeDesignator(token) ?? (SUFFIXES.get(token) === 'RD' ? 'RD' : undefined)
  if (!designator) return
  const withSystem = index > start && words[index - 1]!.role === 'name' && isRouteSystem(words[index - 1]!.token)
  if (designator === 'RD' && !withSystem) return
  words[index]!.role = 'route'
  if (withSystem) words[index - 1]!.role = 'route'
}

const titleWord = (token: string): string => {
  if (UPPERCASE_WORDS.has(token) || (/\d/.test(token) && !ORDINAL.test(token))) return token
  if (ORDINAL.test(token)) return token.toLowerCase()
  return token.toLowerCase().replace(/(?<=^|[-/&]|^\p{L}')\p{L}/gu, (letter) => letter.toUpperCase())
}

const ROUTE_SYSTEM_DISPLAY: ReadonlyMap<string, string> = new Map([
  ['RD', 'Road'],
  ['CO', 'County'],
  ['CNTY', 'County'],
  ['CTY', 'County'],
  ['COUNTY', 'County'],
  ['ST', 'State'],
  ['STATE', 'State'],
])

function displayWord({ token, role }: Word): string {
  switch (role) {
    case 'number':
      return token
    case 'unitNumber':
      return DIRECTIONALS.get(token) ?? token
    case 'predirectional':
    case 'postdirectional':
      return directional(token, true)!
    case 'suffix':
      return titleWord(SUFFIXES.get(token)!)
    case 'unit':
      return token === '#' ? '#' : titleWord(UNIT_DESIGNATORS.get(token)!)
    case 'route': {
      const designator = routeDesignator(token)
      if (designator) return ROUTE_WORDS.get(token) ?? (designator === 'HWY' ? 'Highway' : 'Route')
      const system = ROUTE_SYSTEM_DISPLAY.get(SUFFIXES.get(token) ?? token)
      if (system) return system
      return token.length === 2 || token === 'NYS' ? token : titleWord(token)
    }
    default:
      return titleWord(token)
  }
}

/** A word as the key compares it: one spelling per USPS suffix, directional, ordinal word, 'Saint'. */
export function canonicalWord(token: string): string {
  return DIRECTIONALS.get(token) ?? SUFFIXES.get(token) ?? ORDINAL_WORDS.get(token) ?? (token === 'SAINT' ? 'ST' : token)
}

const ordinal = (number: string): string => {
  const n = Number(number) % 100
  const suffix = n >= 11 && n <= 13 ? 'TH' : (['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH')
  return `${number}${suffix}`
}

/**
 * The key's words. A route, whatever its system and designator ('Hwy 280', 'US Highway 280',
 * 'State Route 280', 'SR 280', 'County Road 280', 'GA Hwy 280', 'I-280', '280 Hwy'), reads
 * 'HWY 280': two lists of one chain name one store's highway differently, and the house number
 * and postal code already tell two stores apart. A lone directional goes before the name
 * ('Hwy 24 E' = 'E Hwy 24'); every unit designator but building and floor reads '#'.
 */
function keyWords(words: readonly Word[]): string[] {
  const out: string[] = []
  const directionals = words.filter((word) => word.role === 'predirectional' || word.role === 'postdirectional')
  const firstAfterNumber = words.findIndex((word) => word.role !== 'number')
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!
    const next = words[index + 1]
    if (index === firstAfterNumber && directionals.length === 1) out.push(directional(directionals[0]!.token, true)!)
    switch (word.role) {
      case 'number':
        out.push(word.token)
        break
      case 'unitNumber':
        out.push(DIRECTIONALS.get(word.token) ?? word.token)
        break
      case 'predirectional':
      case 'postdirectional':
        if (directionals.length > 1) out.push(directional(word.token, true)!)
        break
      case 'route':
        if (next?.role !== 'route') out.push('HWY')
        break
      case 'unit': {
        const designator = unitDesignator(word.token)!
        out.push(BUILDING_OR_FLOOR.has(designator) ? designator : '#')
        break
      }
      case 'suffix': {
        const suffix = SUFFIXES.get(word.token)!
        const previous = words[index - 1]
        const afterRouteNumber = previous?.role === 'name' && ROUTE_NUMBER.test(previous.token) && words[index - 2]?.role === 'route'
        // 'FM 1960 Rd' is 'FM 1960'; '291 Hwy' is 'Hwy 291'.
        if (afterRouteNumber && (suffix === 'RD' || suffix === 'HWY')) break
        if ((suffix === 'HWY' || suffix === 'RTE') && previous?.role === 'name' && ROUTE_NUMBER.test(previous.token) && out.at(-1) === previous.token) {
          out.splice(out.length - 1, 0, 'HWY')
          break
        }
        out.push(suffix)
        break
      }
      default: {
        // '1905 N 14 Ave' is '1905 N 14th Ave' (but '291 Hwy' is a route).
        const nextSuffix = next?.role === 'suffix' ? SUFFIXES.get(next.token) : undefined
        const numberedStreet =
          /^\d+$/.test(word.token) && nextSuffix !== undefined && nextSuffix !== 'HWY' && nextSuffix !== 'RTE' && words[index - 1]?.role !== 'route'
        out.push(numberedStreet ? ordinal(word.token) : nameKey(word.token))
      }
    }
  }
  return out
}

/**
 * A name word in the key. Pub 28 §23: a hyphen in a name is not significant and reads as a space
 * ('Lake-Cook Rd' = 'Lake Cook Rd'); in a house number it is. A unit designator outside a unit
 * ('North E Suite 1') reads as the unit would, '&' as AND.
 */
function nameKey(token: string): string {
  if (token === '&') return 'AND'
  const designator = unitDesignator(token)
  if (designator) return BUILDING_OR_FLOOR.has(designator) ? designator : '#'
  return token.split('-').filter(Boolean).map(canonicalWord).join(' ')
}

// Unit designators in a row are one unit: 'Ste Unit 800', 'Ste # 800' and 'Unit 800' are unit 800.
const keyText = (words: readonly string[]): string =>
  words
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/#( #)+/g, '#')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/'/g, '')
    .toLowerCase()

/**
 * A line that names two streets with a slash ('2500 MALCOLM ST/HWY 67 NORTH', '1240 N MAIN ST/RT 26')
 * is read as two streets, each on its own: otherwise 'ST' before 'HWY 67' reads as State Highway 67
 * and Malcolm loses its street type. A slash keeps joining words into one street when what follows it
 * is a unit ('Croatan Hwy/Suite 100') or when what precedes it has no name yet ('100/Main St').
 * The house number stays with the first street; the second is read without one.
 */
function compoundSegments(tokens: readonly string[]): string[][] {
  const segments: string[][] = [[]]
  for (const token of tokens) {
    if (token === '/') segments.push([])
    else segments.at(-1)!.push(token)
  }
  const streets: string[][] = []
  for (const segment of segments) {
    const previous = streets.at(-1)
    const startsUnit = segment.length > 0 && unitDesignator(segment[0]!) !== undefined
    const previousHasName = previous !== undefined && withoutNumberSigns(previous).some((token, index) => index > 0 || !isHouseNumber(token))
    if (previous !== undefined && (segment.length === 0 || startsUnit || !previousHasName)) previous.push(...segment)
    else streets.push(segment)
  }
  return streets.filter((street) => street.length > 0)
}

/** One street's words read: the house number (first street only), the name, the key's words. */
function readStreet(tokens: readonly string[]): Word[] {
  return parseWords(withoutNumberSigns(tokens))
}

const ORDINAL_ENDING = /^(\d+)(?:ST|ND|RD|TH)$/
/**
 * A name word in a core, in the key's spelling ('Place' = 'Pl', 'First' = '1st' = '1') or as written:
 * run together, 'Market Place' is 'marketpl' one way and 'marketplace' the other, and a source that
 * writes 'Marketplace' has only the second.
 */
const coreWord = (token: string, spelling: 'canonical' | 'written'): string => {
  const word = spelling === 'canonical' ? canonicalWord(token) : (ORDINAL_WORDS.get(token) ?? token)
  return (ORDINAL_ENDING.exec(word)?.[1] ?? word).replace(/[-']/g, '')
}

/**
 * The cores of one street (see NormalizedStreet.cores): the house number, then the name's words run
 * together (in the key's spelling and as written); a unit, when there is one, after '#'. A street
 * whose every word is a directional or a type keeps those words instead.
 */
function streetCores(houseNumber: string | undefined, words: readonly Word[]): string[] {
  if (houseNumber === undefined) return []
  const named = words.filter((word) => word.role === 'name' && word.token !== '&' && !(unitDesignator(word.token) && word.token !== '#'))
  const nameWords = named.length > 0 ? named : words.filter((word) => word.role !== 'number' && word.role !== 'unit' && word.role !== 'unitNumber')
  const unit = words.filter((word) => word.role === 'unitNumber').map((word) => DIRECTIONALS.get(word.token) ?? word.token)
  // Only name words are kept as written: the display street writes every other part in its USPS
  // spelling, and a place's cores are computed again from its display street.
  const name = (spelling: 'canonical' | 'written') =>
    nameWords.map((word) => (word.role === 'name' ? coreWord(word.token, spelling) : coreWord(displayWord(word).toUpperCase(), 'canonical'))).join('')
  const names = [name('canonical'), name('written')]
  const aliased = withNameAliases(named.map((word) => word.token))
  if (aliased) names.push(aliased.map((token) => coreWord(token, 'canonical')).join(''))
  // A directional before the name may be part of it in another source: 'West Port Ave' is
  // 'Westport Ave', 'E W Connector' is 'EW Connector'. Both spellings of the directional count.
  const before = words.filter((word) => word.role === 'predirectional').map((word) => directional(word.token, true) ?? word.token)
  if (named.length > 0 && before.length > 0)
    names.push(
      before.join('') + name('canonical'),
      before.map((abbreviation) => DIRECTIONAL_NAMES.get(abbreviation) ?? abbreviation).join('') + name('written'),
    )
  return names.filter(Boolean).map((text) => keyText([houseNumber, text + (unit.length > 0 ? `#${unit.join('')}` : '')]))
}

/** 'Malcolm St/Highway 67', but '14 / 0': a slash between digits would read as one route number ('62/65'). */
const joinCompound = (left: string, right: string): string => (/\d$/.test(left) && /^\d/.test(right) ? `${left} / ${right}` : `${left}/${right}`)

/** The display street, the match key and the cores, or null for a street with no words. */
export function normalizeStreet(street: string | null | undefined): NormalizedStreet | null {
  if (!street) return null
  const streets = compoundSegments(tokenizeStreet(street, { keepSlashes: true }))
    .map(readStreet)
    .filter((words) => words.length > 0)
  if (streets.length === 0) return null
  const houseNumber =
    streets[0]!
      .filter((word) => word.role === 'number')
      .map((word) => word.token)
      .join(' ') || undefined
  const cores = [...new Set(streets.flatMap((words) => streetCores(houseNumber, words)))]
  return {
    display: streets.map((words) => words.map(displayWord).join(' ')).reduce(joinCompound),
    key: streets.map((words) => keyText(keyWords(words))).join(' / '),
    cores,
  }
}

/** The match key alone: equal for two spellings of one street (see NormalizedStreet). */
export const streetKey = (street: string | null | undefined): string | null => normalizeStreet(street)?.key ?? null

/** The cores alone (see NormalizedStreet). */
export const coresOfStreet = (street: string | null | undefined): string[] => normalizeStreet(street)?.cores ?? []
