// The offline address and geo packages ship without type declarations; these are the parts we use.
declare module 'parse-address' {
  export interface ParsedLocation {
    number?: string
    prefix?: string
    street?: string
    type?: string
    suffix?: string
    sec_unit_type?: string
    sec_unit_num?: string
    city?: string
    state?: string
    zip?: string
    plus4?: string
  }
  const parser: { parseLocation(address: string): ParsedLocation | null }
  export default parser
}

declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string
    latitude: number
    longitude: number
    city: string
    state: string
    country: string
  }
  const zipcodes: { lookup(code: string): ZipInfo | undefined }
  export default zipcodes
}

declare module 'tz-lookup' {
  export default function tzLookup(latitude: number, longitude: number): string
}
