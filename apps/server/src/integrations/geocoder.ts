import zipcodes from 'zipcodes'
import tzLookup from 'tz-lookup'
import type { NormalizedAddress } from './address-normalizer'
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

export function timezoneAt(latitude: number, longitude: number): string | null {
  try {
    return tzLookup(latitude, longitude)
  } catch {
    return null
  }
}

/** Offline default: the centroid of the US zip or Canadian forward sortation area (first 3 characters). */
export function createCentroidGeocoder(): Geocoder {
  const provider = 'offline-postal-centroid'
  return {
    provider,
    approximate: true,
    async geocode(addresses) {
      return addresses.map((address) => {
        const code = address.postalCode
        if (!code) return null
        const key = address.country === 'CA' ? code.replace(/\s/g, '').slice(0, 3) : code.slice(0, 5)
        const hit = zipcodes.lookup(key)
        if (!hit) return null
        return {
          provider,
          providerId: hit.zip,
          score: CENTROID_SCORE,
          latitude: hit.latitude,
          longitude: hit.longitude,
          timezone: timezoneAt(hit.latitude, hit.longitude),
        }
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
