import type { CircleMarkerOptions } from 'leaflet'

/** Coloured dots: a white rim keeps neighbouring dots apart. */
export function circleStyle(color: string, radius = 7): CircleMarkerOptions {
  return { radius, color: '#ffffff', weight: 1.5, fillColor: color, fillOpacity: 0.9 }
}
