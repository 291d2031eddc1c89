import type { Bounds, LatLngTuple } from './map-points'
import { worldLatLng, worldPixel } from './web-mercator'

/** A view as the map opens on it: its centre and zoom. */
export type CentredView = { center: LatLngTuple; zoom: number }

/** How a map is framed: a centre and zoom, or an area fitted no closer than `maxZoom`. */
export type MapView = CentredView | { bounds: Bounds; maxZoom: number }

/** A map's drawing area in pixels (inside its frame). */
export interface MapSize {
  width: number
  height: number
}

/** The border around every map, in pixels (inside its height: Leaflet draws in what is left). */
export const MAP_FRAME_BORDER = 1

/** Space kept between fitted points and the map's edge, in pixels. */
export const FIT_PADDING: [number, number] = [24, 24]

/** The view that frames `bounds`: a single spot is centred at `zoom`, an area is fitted and shown no closer than `zoom`. */
export function frameView([[south, west], [north, east]]: Bounds, zoom: number): MapView {
  if (south === north && west === east) return { center: [south, west], zoom }
  return {
    bounds: [
      [south, west],
      [north, east],
    ],
    maxZoom: zoom,
  }
}

/**
 * The offline base map draws coastlines, borders and city names, and no streets: past this zoom (every
 * town named from zoom 11, `cityPopulationAtZoom` in modules/map-tiles) it has nothing more to show,
 * and the map says so in a corner (docs/OPERATIONS.md: a tile server of your own, MAP_TILE_URL).
 */
export const OFFLINE_DETAIL_MAX_ZOOM = 10
export const OFFLINE_NO_STREETS = 'Offline base map: no streets at this zoom (a tile server can be set: MAP_TILE_URL)'

/** A key that is equal for equal views, to tell a new view from the one the map shows. */
export const viewKey = (view: MapView): string => JSON.stringify(view)

/**
 * The centre and zoom `view` shows on a map of `size`, as Leaflet's fitBounds (with FIT_PADDING,
 * whole zoom levels) picks them for a fitted area: the largest zoom at which the area, less the
 * padding, fits, no closer than its `maxZoom`, centred on the area's middle. Undefined when the map
 * is too small to fit anything. A test holds it against Leaflet's own.
 */
export function centredView(view: MapView, size: MapSize): CentredView | undefined {
  if (!('bounds' in view)) return view
  const [[south, west], [north, east]] = view.bounds
  const room = { x: size.width - 2 * FIT_PADDING[0], y: size.height - 2 * FIT_PADDING[1] }
  if (room.x <= 0 || room.y <= 0) return undefined
  const southWest = worldPixel([south, west], 0)
  const northEast = worldPixel([north, east], 0)
  const scale = Math.min(room.x / Math.abs(northEast.x - southWest.x), room.y / Math.abs(southWest.y - northEast.y))
  // Leaflet's own arithmetic (getScaleZoom from zoom 0, then zoomSnap 1): within 1 % of a level
  // counts as that level, then down to a whole one.
  const fitted = Math.max(0, Math.floor(Math.round(Math.log(scale) / Math.LN2 / 0.01) * 0.01))
  const zoom = Math.min(view.maxZoom, fitted)
  const a = worldPixel([south, west], zoom)
  const b = worldPixel([north, east], zoom)
  return { center: worldLatLng({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, zoom), zoom }
}
