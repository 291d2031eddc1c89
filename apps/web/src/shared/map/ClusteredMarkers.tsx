import { useEffect, useRef } from 'react'
import MarkerClusterGroup from 'react-leaflet-cluster'
import { L } from './leaflet-setup'
// The clustering plugin and its styles load only with the maps that cluster.
import 'leaflet.markercluster'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css'
import type { MapPoint } from './map-points'
import { circleStyle, DEFAULT_MARKER_COLOR, markerLabel } from './marker-style'

/**
 * Markers gathered into clusters when they crowd each other (an organization of more than 5,000
 * places; the single marker of a place's own map). The markers
 * are built with plain Leaflet and handed to the cluster group in one addLayers call: one React
 * element per marker would cost seconds at that size.
 */
export function ClusteredMarkers({ points, onSelect }: { points: readonly MapPoint[]; onSelect?: (key: string) => void }) {
  const groupRef = useRef<L.MarkerClusterGroup>(null)
  useEffect(() => {
    const group = groupRef.current
    if (!group) return
    const markers = points.map((point) => {
      const marker =
        point.color || point.approximate
          ? L.circleMarker([point.lat, point.lng], circleStyle(point.color ?? DEFAULT_MARKER_COLOR, 7, point.approximate))
          : L.marker([point.lat, point.lng])
      const label = markerLabel(point)
      if (label) marker.bindTooltip(label)
      if (onSelect) marker.on('click', () => onSelect(point.key))
      return marker
    })
    group.addLayers(markers)
    return () => {
      group.removeLayers(markers)
    }
  }, [points, onSelect])
  return (
    <MarkerClusterGroup ref={groupRef} chunkedLoading removeOutsideVisibleBounds>
      {null}
    </MarkerClusterGroup>
  )
}
