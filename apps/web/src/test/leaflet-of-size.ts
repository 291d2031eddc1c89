import L from 'leaflet'
import type { MapSize } from '../shared/map/map-view'

/**
 * A real Leaflet map that believes it is `size` pixels (jsdom lays nothing out, so every element
 * measures 0), for holding our own view and tile arithmetic against Leaflet's.
 */
export function mapOfSize(size: MapSize, options: L.MapOptions = {}): L.Map {
  const SizedMap = L.Map.extend({ getSize: () => L.point(size.width, size.height) }) as unknown as new (element: HTMLElement, options: L.MapOptions) => L.Map
  return new SizedMap(document.createElement('div'), { fadeAnimation: false, zoomAnimation: false, ...options })
}
