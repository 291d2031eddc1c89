import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import { CanvasPointsLayer } from './canvas-points-layer'
import type { MapPoint } from './map-points'

/** Set on the map's container once every point is drawn (browser tests and the map bench wait for it). */
export const MARKERS_DRAWN_ATTRIBUTE = 'data-markers-drawn'

/**
 * Coloured dots, one per point, unclustered, drawn by one canvas layer: 10,000 of them draw in a
 * few milliseconds. The tooltip names the point under the pointer (and how many more share its
 * spot); a click hands its key to `onSelect`.
 */
export function CircleMarkers({ points, onSelect, radius = 6 }: { points: readonly MapPoint[]; onSelect?: (key: string) => void; radius?: number }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    const layer = new CanvasPointsLayer(points, {
      radius,
      onSelect,
      onDrawn: () => container.setAttribute(MARKERS_DRAWN_ATTRIBUTE, String(points.length)),
    })
    layer.addTo(map)
    return () => {
      layer.remove()
      container.removeAttribute(MARKERS_DRAWN_ATTRIBUTE)
    }
  }, [map, points, onSelect, radius])
  return null
}
