import type { Bounds, LatLngTuple } from './map-points'

/** How a map is framed: a centre and zoom, or an area fitted no closer than `maxZoom`. */
export type MapView = { center: LatLngTuple; zoom: number } | { bounds: Bounds; maxZoom: number }

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

/** A key that is equal for equal views, to tell a new view from the one the map shows. */
export const viewKey = (view: MapView): string => JSON.stringify(view)
