import type { CircleMarkerOptions } from 'leaflet'

import { APPROXIMATE_LOCATION } from '@mc/domain/store-lists/store-list.messages'
import type { MapPoint } from './map-points'

/**
 * Coloured dots: a white rim keeps neighbouring dots apart. An approximate point (a ZIP centroid)
 * is a hollow dashed ring in the same colour, so it never passes for the store's own spot.
 */
export function circleStyle(color: string, radius = 7, approximate = false): CircleMarkerOptions {
  return approximate
    ? { radius: radius + 1, color, weight: 2, dashArray: '3 3', fillColor: color, fillOpacity: 0.15 }
    : { radius, color: '#ffffff', weight: 1.5, fillColor: color, fillOpacity: 0.9 }
}

/** Markers that carry no colour of their own. */
export const DEFAULT_MARKER_COLOR = '#1677ff'

/** The marker's tooltip: its label, and for an approximate point what that means. */
export const markerLabel = (point: MapPoint): string | undefined =>
  point.approximate ? [point.label, APPROXIMATE_LOCATION].filter(Boolean).join(' · ') : point.label

/** What the legend under a map says about hollow dashed markers. */
export const APPROXIMATE_LEGEND = `Hollow dashed markers: ${APPROXIMATE_LOCATION}`
