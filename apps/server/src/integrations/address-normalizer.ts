import { normalizeStreet } from './street-normalizer'
import { STATE_CODES } from './usps-address-tables'

/** An uploaded address as the store list gives it. */
export interface RawAddress {
  street: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  country: string | null
}

export interface NormalizedAddress {
  /** The display street: every word kept, title case, USPS abbreviations (street-normalizer.ts). */
  street: string | null
  /** The street's match key: one key for the usual spellings of one street; matching compares it with the postal code. */
  streetKey: string | null
  /** The street's cores (street-normalizer.ts): matching evidence beside the house number. */
  streetCores: string[]
  city: string | null
  /** The city as matching compares it (cityKey). */
  cityKey: string | null
  state: string | null
  postalCode: string | null
  /** ISO alpha-2: US or CA (others pass through upper-cased). */
  country: string | null
}

/** Normalises many addresses at once: the processing stage hands it a whole batch. */
export interface AddressNormalizer {
  readonly provider: string
  normalize(addresses: readonly RawAddress[]): Promise<NormalizedAddress[]>
}

const COUNTRY_CODES: Record<string, string> = {
  US: 'US',
  USA: 'US',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
  CA: 'CA',
  CAN: 'CA',
  CANADA: 'CA',
}

const titleCase = (text: string): string => text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
const clean = (text: string | null): string | null => {
  const trimmed = text?.replace(/\s+/g, ' ').trim()
  return trimmed ? trimmed : null
}

/** City words that lists abbreviate: 'FT WORTH', 'ST. LOUIS', 'MT PLEASANT'. */
const CITY_WORDS: ReadonlyMap<string, string> = new Map([
  ['SAINT', 'ST'],
  ['STE', 'ST'],
  ['SAINTE', 'ST'],
  ['FORT', 'FT'],
  ['MOUNT', 'MT'],
  ['MOUNTAIN', 'MTN'],
  ['NORTH', 'N'],
  ['SOUTH', 'S'],
  ['EAST', 'E'],
  ['WEST', 'W'],
  ['HEIGHTS', 'HTS'],
  ['SPRINGS', 'SPGS'],
  ['BEACH', 'BCH'],
  ['CITY', 'CITY'],
  ['TOWNSHIP', 'TWP'],
])

/**
 * The city as matching and the city gazetteer compare it: capitals, accents, periods and hyphens
 * dropped, the usual abbreviations in one spelling ('Fort Worth' = 'FT WORTH', 'St. Louis' =
 * 'Saint Louis', 'Winston-Salem' = 'WINSTON SALEM'), lower-cased.
 */
export function cityKey(city: string | null | undefined): string | null {
  const words = (city ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .split(/[\s,-]+/)
    .filter(Boolean)
    .map((word) => CITY_WORDS.get(word) ?? word)
  return words.length > 0 ? words.join(' ').toLowerCase() : null
}

/** 'USA', 'U.S.', 'United States' → 'US'; 'Canada' → 'CA'; anything else upper-cased. */
export function normalizeCountry(country: string | null): string | null {
  const upper = clean(country?.replace(/\./g, '') ?? null)?.toUpperCase()
  return upper ? (COUNTRY_CODES[upper] ?? upper) : null
}

/** 'Alabama', 'alabama', 'AL.', ' al ' → 'AL'; anything else upper-cased. */
export function normalizeState(state: string | null): string | null {
  const upper = clean(state?.replace(/\./g, ' ') ?? null)?.toUpperCase()
  return upper ? (STATE_CODES.get(upper) ?? upper) : null
}

/**
 * US zips keep 5 digits (+4 dropped, however written: '35010-1234', '35010 1234', '350101234';
 * centroids and matching use 5); Canadian codes read 'A1A 1A1'. A row without a country is read
 * as US when its code is a zip.
 */
export function normalizePostalCode(postalCode: string | null, country: string | null): string | null {
  const code = clean(postalCode)?.toUpperCase()
  if (!code) return null
  if (country === 'CA') {
    const compact = code.replace(/[\s-]/g, '')
    return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact
  }
  const zip = /^(\d{4,5})(?:\s*-\s*|\s)?(\d{4})?$/.exec(code)
  if ((country === 'US' || country === null) && zip && (zip[1]!.length === 5 || zip[2] === undefined)) return zip[1]!.padStart(5, '0')
  return code
}

/** The offline default: the USPS street normalizer (street-normalizer.ts), tables for states and countries. */
export function createOfflineAddressNormalizer(): AddressNormalizer {
  return {
    provider: 'offline-usps',
    async normalize(addresses) {
      return addresses.map((address) => {
        const country = normalizeCountry(address.country)
        const city = clean(address.city)
        const street = normalizeStreet(address.street)
        return {
          street: street?.display ?? null,
          streetKey: street?.key ?? null,
          streetCores: street?.cores ?? [],
          city: city ? titleCase(city) : null,
          cityKey: cityKey(city),
          state: normalizeState(address.state),
          postalCode: normalizePostalCode(address.postalCode, country),
          country,
        }
      })
    },
  }
}
