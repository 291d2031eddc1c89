import { useEffect, type CSSProperties, type ReactNode } from 'react'
import { MapContainer, TileLayer, useMap } from 'react-leaflet'
import './leaflet-setup'
import { appConfig } from '../config/app-config'
import { boundsOf, DEFAULT_CENTER, DEFAULT_ZOOM, type LatLngTuple, type MapPoint } from './map-points'

export interface BaseMapProps {
  /** Points the view should frame; with one point the map centres on it at `zoom`. */
  fitTo?: readonly MapPoint[]
  /** Instead of framing points: the view centres here at `zoom` (and moves when it changes). */
  focus?: LatLngTuple
  center?: LatLngTuple
  zoom?: number
  height?: CSSProperties['height']
  /** Names the map for screen readers and tests. */
  label: string
  children?: ReactNode
}

/** Moves the view when the points change (MapContainer reads center/zoom only once). */
function FitView({ points, zoom }: { points: readonly MapPoint[]; zoom: number }) {
  const map = useMap()
  useEffect(() => {
    const bounds = boundsOf(points)
    if (!bounds) return
    const [[south, west], [north, east]] = bounds
    if (south === north && west === east) map.setView([south, west], zoom)
    else map.fitBounds(bounds, { padding: [24, 24], maxZoom: zoom })
  }, [map, points, zoom])
  return null
}

/** The server's own base map (MAP_TILE_URL unset): its sources, credited as their licences ask. */
const isOfflineBaseMap = () => appConfig().mapTileUrl.startsWith('/tiles/')
const OFFLINE_ATTRIBUTION = 'Natural Earth · US Census Bureau · GeoNames (CC BY 4.0)'

function FocusView({ focus, zoom }: { focus: LatLngTuple; zoom: number }) {
  const map = useMap()
  const [lat, lng] = focus
  useEffect(() => {
    map.setView([lat, lng], zoom)
  }, [map, lat, lng, zoom])
  return null
}

/**
 * The one map of the console: Leaflet with the configured tiles (the server's offline base map by
 * default, MAP_TILE_URL for a real tile server). Pages that use it are lazy-loaded routes, so
 * Leaflet stays out of the main bundle.
 */
export function BaseMap({ fitTo, focus, center = DEFAULT_CENTER, zoom = DEFAULT_ZOOM, height = 420, label, children }: BaseMapProps) {
  return (
    <div role="region" aria-label={label} style={{ height, borderRadius: 8, overflow: 'hidden', border: '1px solid #f0f0f0' }}>
      <MapContainer center={center} zoom={zoom} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false} preferCanvas>
        <TileLayer url={appConfig().mapTileUrl} maxZoom={19} {...(isOfflineBaseMap() ? { attribution: OFFLINE_ATTRIBUTION } : {})} />
        {fitTo && <FitView points={fitTo} zoom={zoom} />}
        {focus && <FocusView focus={focus} zoom={zoom} />}
        {children}
      </MapContainer>
    </div>
  )
}
