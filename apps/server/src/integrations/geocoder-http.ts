import type { NormalizedAddress } from './address-normalizer'
import { timezoneAt, type Geocoder, type GeocodeResult } from './geocoder'

interface NominatimHit {
  place_id?: number | string
  lat: string
  lon: string
  importance?: number
}

/**
 * A Nominatim-style HTTP geocoder (`GET {url}?format=jsonv2&limit=1&street=…&city=…`). Addresses it
 * cannot place, or any request that fails, fall back to the offline centroid so a flaky provider
 * never stops a list.
 */
export function createHttpGeocoder(options: { url: string; concurrency: number; fallback: Geocoder; timeoutMs?: number }): Geocoder {
  const provider = `http:${new URL(options.url).host}`
  async function one(address: NormalizedAddress): Promise<GeocodeResult | null> {
    const query = new URLSearchParams({ format: 'jsonv2', limit: '1' })
    if (address.street) query.set('street', address.street)
    if (address.city) query.set('city', address.city)
    if (address.state) query.set('state', address.state)
    if (address.postalCode) query.set('postalcode', address.postalCode)
    if (address.country) query.set('countrycodes', address.country.toLowerCase())
    try {
      const response = await fetch(`${options.url}?${query}`, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) })
      if (!response.ok) return null
      const [hit] = (await response.json()) as NominatimHit[]
      if (!hit) return null
      const latitude = Number(hit.lat)
      const longitude = Number(hit.lon)
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
      const score = Math.min(1, Math.max(0.5, hit.importance ?? 0.8))
      return {
        provider,
        providerId: hit.place_id == null ? null : String(hit.place_id),
        score,
        latitude,
        longitude,
        timezone: timezoneAt(latitude, longitude),
        precision: null,
      }
    } catch {
      return null
    }
  }
  return {
    provider,
    // A street-level provider; a row it cannot place falls back to the centroid geocoder (approximate, and marked per place).
    approximate: false,
    async geocode(addresses) {
      const results: (GeocodeResult | null)[] = new Array(addresses.length).fill(null)
      let next = 0
      const lanes = Array.from({ length: Math.max(1, options.concurrency) }, async () => {
        while (next < addresses.length) {
          const index = next++
          results[index] = await one(addresses[index]!)
        }
      })
      await Promise.all(lanes)
      const missing = results.flatMap((result, index) => (result ? [] : [index]))
      if (missing.length > 0) {
        const fallback = await options.fallback.geocode(missing.map((index) => addresses[index]!))
        missing.forEach((index, i) => (results[index] = fallback[i] ?? null))
      }
      return results
    },
  }
}
