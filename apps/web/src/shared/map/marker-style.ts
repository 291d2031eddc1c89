import type { CircleMarkerOptions } from 'leaflet'

import { APPROXIMATE_LOCATION, approximateLocationTexts } from '@mc/domain/organizations/approximate-location'
import type { MapPoint } from './map-points'

/** How a dot is drawn: on the canvas layer directly, or as a Leaflet circle marker (`circleStyle`). */
export interface PointStyle {
  approximate: boolean
  color: string
  weight: number
  dashArray: number[]
  fillColor: string
  fillOpacity: number
}

/**
 * Coloured dots: a white rim keeps neighbouring dots apart. An approximate point (a ZIP centroid)
 * is a hollow dashed ring in the same colour, so it never passes for the store's own spot.
 */
export function pointStyle(color: string, approximate = false): PointStyle {
  return approximate
    ? { approximate, color, weight: 2, dashArray: [3, 3], fillColor: color, fillOpacity: 0.15 }
    : { approximate, color: '#ffffff', weight: 1.5, dashArray: [], fillColor: color, fillOpacity: 0.9 }
}

/** The same dot as Leaflet circle-marker options (an approximate ring is a pixel wider). */
export function circleStyle(color: string, radius = 7, approximate = false): CircleMarkerOptions {
  const { color: stroke, weight, dashArray, fillColor, fillOpacity } = pointStyle(color, approximate)
  return {
    radius: approximate ? radius + 1 : radius,
    color: stroke,
    weight,
    fillColor,
    fillOpacity,
    ...(dashArray.length > 0 ? { dashArray: dashArray.join(' ') } : {}),
  }
}

/**
 * A dot's radius at a zoom level: full size from zoom 10 in, a pixel less per level out, never
 * under 4 px, so a country-wide view of thousands of pins shows where they are rather than a blot.
 */
export const markerRadiusAt = (radius: number, zoom: number): number => Math.max(4, Math.min(radius, radius - (10 - zoom)))

/** Markers that carry no colour of their own. */
export const DEFAULT_MARKER_COLOR = '#1677ff'

/** The marker's tooltip: its label, and for an approximate point what that means. */
export const markerLabel = (point: MapPoint): string | undefined =>
  point.approximate ? [point.label, approximateLocationTexts(point.precision).label].filter(Boolean).join(' · ') : point.label

/** What the legend under a map says about hollow dashed markers. */
export const APPROXIMATE_LEGEND = `Hollow dashed markers: ${APPROXIMATE_LOCATION}`
