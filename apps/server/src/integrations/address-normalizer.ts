import parseAddress from 'parse-address'

/** An uploaded address as the store list gives it. */
export interface RawAddress {
  street: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  country: string | null
}

export interface NormalizedAddress {
  street: string | null
  city: string | null
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
  US: 'US', USA: 'US', 'UNITED STATES': 'US', 'UNITED STATES OF AMERICA': 'US', CA: 'CA', CAN: 'CA', CANADA: 'CA',
}
const STATE_NAMES: Record<string, string> = {
  ALABAMA: 'AL', ALASKA: 'AK', ARIZONA: 'AZ', ARKANSAS: 'AR', CALIFORNIA: 'CA', COLORADO: 'CO', CONNECTICUT: 'CT', DELAWARE: 'DE',
  'DISTRICT OF COLUMBIA': 'DC', FLORIDA: 'FL', GEORGIA: 'GA', HAWAII: 'HI', IDAHO: 'ID', ILLINOIS: 'IL', INDIANA: 'IN', IOWA: 'IA',
  KANSAS: 'KS', KENTUCKY: 'KY', LOUISIANA: 'LA', MAINE: 'ME', MARYLAND: 'MD', MASSACHUSETTS: 'MA', MICHIGAN: 'MI', MINNESOTA: 'MN',
  MISSISSIPPI: 'MS', MISSOURI: 'MO', MONTANA: 'MT', NEBRASKA: 'NE', NEVADA: 'NV', 'NEW HAMPSHIRE': 'NH', 'NEW JERSEY': 'NJ',
  'NEW MEXICO': 'NM', 'NEW YORK': 'NY', 'NORTH CAROLINA': 'NC', 'NORTH DAKOTA': 'ND', OHIO: 'OH', OKLAHOMA: 'OK', OREGON: 'OR',
  PENNSYLVANIA: 'PA', 'RHODE ISLAND': 'RI', 'SOUTH CAROLINA': 'SC', 'SOUTH DAKOTA': 'SD', TENNESSEE: 'TN', TEXAS: 'TX', UTAH: 'UT',
  VERMONT: 'VT', VIRGINIA: 'VA', WASHINGTON: 'WA', 'WEST VIRGINIA': 'WV', WISCONSIN: 'WI', WYOMING: 'WY',
  ONTARIO: 'ON', QUEBEC: 'QC', 'BRITISH COLUMBIA': 'BC', ALBERTA: 'AB', MANITOBA: 'MB', SASKATCHEWAN: 'SK', 'NOVA SCOTIA': 'NS',
  'NEW BRUNSWICK': 'NB', 'NEWFOUNDLAND AND LABRADOR': 'NL', 'PRINCE EDWARD ISLAND': 'PE',
}

const titleCase = (text: string): string => text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
const clean = (text: string | null): string | null => {
  const trimmed = text?.replace(/\s+/g, ' ').trim()
  return trimmed ? trimmed : null
}

export function normalizeCountry(country: string | null): string | null {
  const upper = clean(country)?.toUpperCase()
  return upper ? (COUNTRY_CODES[upper] ?? upper) : null
}

export function normalizeState(state: string | null): string | null {
  const upper = clean(state)?.toUpperCase()
  return upper ? (STATE_NAMES[upper] ?? upper) : null
}

/** US zips keep 5 digits (+4 dropped: centroids and matching use 5); Canadian codes read 'A1A 1A1'. */
export function normalizePostalCode(postalCode: string | null, country: string | null): string | null {
  const code = clean(postalCode)?.toUpperCase()
  if (!code) return null
  if (country === 'CA') {
    const compact = code.replace(/[\s-]/g, '')
    return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact
  }
  if (country === 'US' && /^\d{4,5}(-\d{4})?$/.test(code)) return code.split('-')[0]!.padStart(5, '0')
  return code
}

/** 'N. Congress Avenue Suite 5' → '1234 N Congress Ave Suite 5' (USPS abbreviations, title case). */
export function normalizeStreet(street: string | null): string | null {
  const text = clean(street)
  if (!text) return null
  const parsed = parseAddress.parseLocation(text)
  if (!parsed?.street) return titleCase(text)
  const parts = [parsed.number, parsed.prefix, parsed.street, parsed.type, parsed.suffix, parsed.sec_unit_type, parsed.sec_unit_num]
  return titleCase(parts.filter(Boolean).join(' ')).replace(/\b(Ne|Nw|Se|Sw)\b/g, (dir) => dir.toUpperCase())
}

/** The offline default: parse-address for the street, tables for states and countries. */
export function createOfflineAddressNormalizer(): AddressNormalizer {
  return {
    provider: 'offline-parse-address',
    async normalize(addresses) {
      return addresses.map((address) => {
        const country = normalizeCountry(address.country)
        const city = clean(address.city)
        return {
          street: normalizeStreet(address.street),
          city: city ? titleCase(city) : null,
          state: normalizeState(address.state),
          postalCode: normalizePostalCode(address.postalCode, country),
          country,
        }
      })
    },
  }
}
