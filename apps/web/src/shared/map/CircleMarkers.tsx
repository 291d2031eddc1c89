import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import { L } from './leaflet-setup'
import type { MapPoint } from './map-points'
import { circleStyle, DEFAULT_MARKER_COLOR, markerLabel } from './marker-style'

/**
 * Coloured circle markers, unclustered, drawn on one canvas so thousands stay smooth; use it where
 * each point's colour carries the message (e.g. coverage), ClusteredMarkers where density does.
 */
export function CircleMarkers({ points, onSelect, radius = 6 }: { points: readonly MapPoint[]; onSelect?: (key: string) => void; radius?: number }) {
  const map = useMap()
  useEffect(() => {
    const renderer = L.canvas({ padding: 0.5 })
    const layer = L.layerGroup(
      points.map((point) => {
        const marker = L.circleMarker([point.lat, point.lng], { ...circleStyle(point.color ?? DEFAULT_MARKER_COLOR, radius, point.approximate), renderer })
        const label = markerLabel(point)
        if (label) marker.bindTooltip(label)
        if (onSelect) marker.on('click', () => onSelect(point.key))
        return marker
      }),
    )
    layer.addTo(map)
    return () => {
      layer.remove()
    }
  }, [map, points, onSelect, radius])
  return null
}
