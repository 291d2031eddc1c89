import { geoMercator, geoPath } from 'd3-geo'
import { baseMapData, type MapCity, type Piece } from './base-map-data'
import { simplifyStream } from './simplify-stream'
import { edgesReach, polygonContains } from './piece-in-tile'

export const TILE_SIZE = 256
/** How far outside its square a tile looks for cities, so a label cut by the edge shows its other half. */
const MARGIN = 48
/**
 * How far outside its square a tile draws lines and shapes: enough that strokes (1.4 px at most)
 * meet their neighbours' halves. Paths cut at the city margin above weighed nearly twice as much.
 */
const PATH_MARGIN = 4
/** Bends narrower than this (pixels) are not drawn: no one sees them, and they made most of a world-view tile's bytes. */
const SIMPLIFY_PX = 0.5
/** Decimals of the path coordinates: a tenth of a pixel. */
const PATH_DIGITS = 1

const WATER = '#dce8f1'
const LAND = '#f5f4ef'
const COAST = '#a9bfd0'
const COUNTRY_BORDER = '#8c8c8c'
const STATE_BORDER = '#b3b3b3'
const CITY = '#595959'
/** The face the tiles are rasterized with (base-map-png.ts loads it). */
export const LABEL_FONT_FAMILY = 'DejaVu Sans'

/** Whose names a zoom shows: none at the world view, the largest cities first, towns close up. */
export function cityPopulationAtZoom(zoom: number): number | undefined {
  if (zoom < 4) return undefined
  if (zoom < 6) return 1_000_000
  if (zoom < 8) return 300_000
  if (zoom < 10) return 100_000
  if (zoom < 11) return 25_000
  return 10_000
}

/** At most this many names a tile, largest first: a dense region stays readable. */
const MAX_CITIES_PER_TILE = 12

/** A tile's corners in degrees (Web Mercator, as Leaflet and every tile server number them), with the margin. */
export function tileBox(zoom: number, x: number, y: number, marginPx = 0): [west: number, south: number, east: number, north: number] {
  const world = TILE_SIZE * 2 ** zoom
  const longitude = (px: number) => (px / world) * 360 - 180
  const latitude = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / world))) * 180) / Math.PI
  const left = x * TILE_SIZE - marginPx
  const top = y * TILE_SIZE - marginPx
  const right = (x + 1) * TILE_SIZE + marginPx
  const bottom = (y + 1) * TILE_SIZE + marginPx
  return [longitude(left), latitude(Math.min(bottom, world)), longitude(right), latitude(Math.max(top, 0))]
}

const overlaps = (piece: Piece, [west, south, east, north]: ReturnType<typeof tileBox>): boolean =>
  piece.box[0] <= east && piece.box[2] >= west && piece.box[1] <= north && piece.box[3] >= south

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * One 256 px square of the offline base map as SVG (served rasterized, base-map-png.ts): water, land with its coastline, country and US
 * state borders, and the names of cities large enough for the zoom.
 */
export function renderBaseMapTile(zoom: number, x: number, y: number): string {
  const data = baseMapData()
  const world = TILE_SIZE * 2 ** zoom
  const projection = geoMercator()
    .scale(world / (2 * Math.PI))
    .translate([world / 2 - x * TILE_SIZE, world / 2 - y * TILE_SIZE])
    .clipExtent([
      [-PATH_MARGIN, -PATH_MARGIN],
      [TILE_SIZE + PATH_MARGIN, TILE_SIZE + PATH_MARGIN],
    ])
    .precision(0.3)
  const path = geoPath({ stream: (output) => projection.stream(simplifyStream(SIMPLIFY_PX, output)) }).digits(PATH_DIGITS)
  const box = tileBox(zoom, x, y, MARGIN)
  const pathBox = tileBox(zoom, x, y, PATH_MARGIN)
  const [west, south, east, north] = pathBox
  const edge = PATH_MARGIN
  const wholeTile = `M${-edge},${-edge}H${TILE_SIZE + edge}V${TILE_SIZE + edge}H${-edge}Z`
  const detailed = zoom >= 6
  const shape = (piece: Piece): string => {
    // The detailed shapes are large: when no edge of one comes into the tile, a line draws nothing
    // here and a polygon covers all of it or none (pieces as wide as half the world, those across
    // the antimeridian, are always projected).
    if (detailed && piece.box[2] - piece.box[0] < 180 && !edgesReach(piece.geometry, pathBox)) {
      if (piece.geometry.type === 'LineString') return ''
      return polygonContains(piece.geometry, (west + east) / 2, (south + north) / 2) ? wholeTile : ''
    }
    return path(piece.geometry) ?? ''
  }
  const draw = (pieces: Piece[]) =>
    pieces
      .filter((piece) => overlaps(piece, pathBox))
      .map(shape)
      .join('')
  const land = draw(detailed ? data.detailedLand : data.coarseLand)
  const countries = draw(detailed ? data.detailedCountryBorders : data.coarseCountryBorders)
  const states = zoom >= 3 ? draw(data.stateBorders) : ''
  const cities = citiesIn(data.cities, zoom, box)
    .map((city) => {
      const [px, py] = projection([city.longitude, city.latitude])!
      return `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="2.5"/><text x="${(px + 5).toFixed(1)}" y="${(py + 4).toFixed(1)}">${escapeXml(city.name)}</text>`
    })
    .join('')
  const width = Math.max(0.6, Math.min(1.4, zoom / 6))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">` +
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${WATER}"/>` +
    (land ? `<path d="${land}" fill="${LAND}" stroke="${COAST}" stroke-width="${width}"/>` : '') +
    (states ? `<path d="${states}" fill="none" stroke="${STATE_BORDER}" stroke-width="${width * 0.8}" stroke-dasharray="4 3"/>` : '') +
    (countries ? `<path d="${countries}" fill="none" stroke="${COUNTRY_BORDER}" stroke-width="${width}"/>` : '') +
    (cities
      ? `<g fill="${CITY}" font-family="${LABEL_FONT_FAMILY}" font-size="11" stroke="#ffffff" stroke-width="3" paint-order="stroke" stroke-linejoin="round">${cities}</g>`
      : '') +
    `</svg>`
  )
}

function citiesIn(cities: readonly MapCity[], zoom: number, [west, south, east, north]: ReturnType<typeof tileBox>): MapCity[] {
  const minimum = cityPopulationAtZoom(zoom)
  if (minimum === undefined) return []
  const shown: MapCity[] = []
  for (const city of cities) {
    if (city.population < minimum) break
    if (city.longitude >= west && city.longitude <= east && city.latitude >= south && city.latitude <= north) {
      shown.push(city)
      if (shown.length === MAX_CITIES_PER_TILE) break
    }
  }
  return shown
}
