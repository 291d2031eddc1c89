import { MAP_MAX_LATITUDE } from './map-cells.schema'

/**
 * How the mission map shows many pins (docs/domain/missions.md, "Map"): when the visible box holds
 * more than MAP_EXACT_PINS_MAX pins, and the map is zoomed out past MAP_EXACT_ZOOM, the server
 * answers cells instead of pins: squares of MAP_CELL_PIXELS screen pixels on the web-mercator
 * world drawn at the map's zoom, each with its pins' count, their mean position and their counts
 * per availability label. Otherwise it answers the box's pins, one dot each.
 */
export const MAP_EXACT_PINS_MAX = 2_000
/** From this zoom on (a few streets across) the map shows the pins themselves, up to MAP_CLOSE_PINS_MAX of them. */
export const MAP_EXACT_ZOOM = 15
/** The most pins one answer carries (as many as a 10,000-pin mission's whole map once did): past it, cells at any zoom. */
export const MAP_CLOSE_PINS_MAX = 10_000
/** A cell's side on screen, in CSS pixels. */
export const MAP_CELL_PIXELS = 64
const TILE_SIZE = 256

/** Cells across the whole world at `zoom` (a power of two: 4 at zoom 0, doubling each level). */
export const mapCellsAcross = (zoom: number): number => (TILE_SIZE * 2 ** zoom) / MAP_CELL_PIXELS

/**
 * The cell holding a point at `zoom`: column from the west (longitude -180), row from the north,
 * on the web-mercator projection (latitudes clamped to what it draws). The server's SQL
 * (mapCellSql) computes the same; an integration test holds them together.
 */
export function mapCellOf(latitude: number, longitude: number, zoom: number): { column: number; row: number } {
  const across = mapCellsAcross(zoom)
  const sin = Math.sin((Math.max(-MAP_MAX_LATITUDE, Math.min(MAP_MAX_LATITUDE, latitude)) * Math.PI) / 180)
  const x = longitude / 360 + 0.5
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)
  const clamp = (value: number) => Math.max(0, Math.min(across - 1, Math.floor(value * across)))
  return { column: clamp(x), row: clamp(y) }
}
