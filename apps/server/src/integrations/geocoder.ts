import zipcodes from 'zipcodes'
import tzLookup from 'tz-lookup'
import type { LocationPrecision } from '@mc/domain/store-lists/store-list.enums'
import type { NormalizedAddress } from './address-normalizer'
import { cityCentre } from './city-gazetteer'
import { createHttpGeocoder } from './geocoder-http'

export interface GeocodeResult {
  provider: string
  /** The provider's id for what it matched (a zip, a Nominatim place id...). */
  providerId: string | null
  /**
   * 0..1. The offline geocoder knows only postal-code centroids and says so with
   * CENTROID_SCORE; an HTTP provider reports its own rooftop/street confidence.
   */
  score: number
  latitude: number
  longitude: number
  /** IANA zone for the pin (tz-lookup on the coordinates). */
  timezone: string | null
  /** What the point stands for when it is not the address itself: a postal code's or a city's centre. */
  precision: LocationPrecision | null
}

export interface Geocoder {
  readonly provider: string
  /** It can only place an address at an area (a postal-code centroid), never at the street address. */
  readonly approximate: boolean
  /** One result per address, null where the address could not be placed. */
  geocode(addresses: readonly NormalizedAddress[]): Promise<(GeocodeResult | null)[]>
}

/** The score of a postal-code centroid: far from a rooftop fix, and documented as such. */
export const CENTROID_SCORE = 0.3
/** The score of a city's centre, for a row with no postal code we can place: coarser still. */
export const CITY_CENTRE_SCORE = 0.1

export function timezoneAt(latitude: number, longitude: number): string | null {
  try {
    return tzLookup(latitude, longitude)
  } catch {
    return null
  }
}

/**
 * Offline default: the centroid of the US zip or Canadian forward sortation area (first 3
 * characters); a row without a postal code it knows is placed at its city's centre (US cities,
 * city-gazetteer.ts), so a list that gives city and state but no ZIP is still placed, and says so.
 */
export function createCentroidGeocoder(): Geocoder {
  const provider = 'offline-postal-centroid'
  const at = (latitude: number, longitude: number) => ({ latitude, longitude, timezone: timezoneAt(latitude, longitude) })
  return {
    provider,
    approximate: true,
    async geocode(addresses) {
      return addresses.map((address) => {
        const code = address.postalCode
        const key = code ? (address.country === 'CA' ? code.replace(/\s/g, '').slice(0, 3) : code.slice(0, 5)) : null
        const hit = key ? zipcodes.lookup(key) : undefined
        if (hit) return { provider, providerId: hit.zip, score: CENTROID_SCORE, precision: 'POSTAL_CODE', ...at(hit.latitude, hit.longitude) }
        const city = address.country === 'CA' ? null : cityCentre(address.city, address.state)
        if (city)
          return {
            provider,
            providerId: `city:${address.state}:${address.city}`,
            score: CITY_CENTRE_SCORE,
            precision: 'CITY',
            ...at(city.latitude, city.longitude),
          }
        return null
      })
    },
  }
}

/**
 * GEOCODER=http with GEOCODER_URL (a Nominatim-compatible /search endpoint, e.g. a self-hosted
 * Nominatim or Pelias' compatibility API) selects the HTTP provider; anything else the offline one.
 */
export function geocoderFromEnv(env: NodeJS.ProcessEnv = process.env): Geocoder {
  if (env.GEOCODER === 'http' && env.GEOCODER_URL) {
    return createHttpGeocoder({ url: env.GEOCODER_URL, concurrency: Number(env.GEOCODER_CONCURRENCY ?? 4), fallback: createCentroidGeocoder() })
  }
  return createCentroidGeocoder()
}
