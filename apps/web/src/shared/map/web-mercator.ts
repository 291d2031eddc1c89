import type { LatLngTuple } from './map-points'

/**
 * Leaflet's default projection (Web Mercator, 256-pixel tiles), for working out what a map will
 * show before Leaflet is there. A test holds these against Leaflet's own.
 */
export const TILE_SIZE = 256
const MAX_LATITUDE = 85.0511287798

/** A point's pixel on the whole world drawn at `zoom` (Leaflet's `map.project`). */
export function worldPixel([lat, lng]: LatLngTuple, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180)
  return { x: scale * (lng / 360 + 0.5), y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) }
}

/** The point at a pixel of the whole world drawn at `zoom` (Leaflet's `map.unproject`). */
export function worldLatLng({ x, y }: { x: number; y: number }, zoom: number): LatLngTuple {
  const scale = TILE_SIZE * 2 ** zoom
  return [(Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI, (x / scale - 0.5) * 360]
}
