import { TILE_SIZE, worldLatLng, worldPixel } from './web-mercator'

/** A map's visible area as the server takes it: degrees, west to east inside the world, and its zoom. */
export interface ViewBox {
  south: number
  west: number
  north: number
  east: number
  zoom: number
}

/**
 * The box a map asks its server for: the visible corners (world pixels at a whole `zoom`) widened to
 * whole squares of `cell` pixels (the server's grid, MAP_CELL_PIXELS) plus one square around, and
 * kept inside the world. The same box for every view inside those squares: a short pan asks for
 * nothing new (its query key is equal), and cells on the edge come whole, not cut by the screen.
 */
export function viewBox(southWest: [number, number], northEast: [number, number], zoom: number, cell: number): ViewBox {
  const world = TILE_SIZE * 2 ** zoom
  const a = worldPixel(southWest, zoom)
  const b = worldPixel(northEast, zoom)
  const clamp = (x: number) => Math.max(0, Math.min(world, x))
  const left = clamp((Math.floor(Math.min(a.x, b.x) / cell) - 1) * cell)
  const right = clamp((Math.ceil(Math.max(a.x, b.x) / cell) + 1) * cell)
  const top = clamp((Math.floor(Math.min(a.y, b.y) / cell) - 1) * cell)
  const bottom = clamp((Math.ceil(Math.max(a.y, b.y) / cell) + 1) * cell)
  const [north, west] = worldLatLng({ x: left, y: top }, zoom)
  const [south, east] = worldLatLng({ x: right, y: bottom }, zoom)
  // Rounded (1e-6 degrees, about 10 cm) so the key is the same text every time, and inside the range the server takes.
  const round = (value: number, limit: number) => Math.max(-limit, Math.min(limit, Math.round(value * 1e6) / 1e6))
  return { south: round(south, 90), west: round(west, 180), north: round(north, 90), east: round(east, 180), zoom }
}
