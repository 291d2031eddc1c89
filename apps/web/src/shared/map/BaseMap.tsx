import { flushSync } from 'react-dom'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { MapContainer, useMap, useMapEvents } from 'react-leaflet'
import type { Map as LeafletMap } from 'leaflet'
import { BaseTiles } from './BaseTiles'
import { L } from './leaflet-setup'
import { appConfig } from '../config/app-config'
import { boundsOf, DEFAULT_CENTER, DEFAULT_ZOOM, type Bounds, type LatLngTuple, type MapPoint } from './map-points'
import {
  centredView,
  FIT_PADDING,
  frameView,
  MAP_FRAME_BORDER,
  OFFLINE_DETAIL_MAX_ZOOM,
  OFFLINE_NO_STREETS,
  viewKey,
  type MapSize,
  type MapView,
} from './map-view'
import { TileMosaic } from './TileMosaic'

export interface BaseMapProps {
  /** Points the view should frame; with one point the map centres on it at `zoom`. */
  fitTo?: readonly MapPoint[]
  /** Instead of points: the area to frame, when it is known before the points are (the mission map's pins). */
  fitBounds?: Bounds | undefined
  /** Instead of framing points: the view centres here at `zoom` (and moves when it changes). */
  focus?: LatLngTuple
  center?: LatLngTuple
  zoom?: number
  height?: CSSProperties['height']
  /** Names the map for screen readers and tests. */
  label: string
  children?: ReactNode
}

/** The view the props ask for; undefined when they name nothing to show yet (no points), so the map stays where it is. */
function requestedView({ fitTo, fitBounds, focus, zoom = DEFAULT_ZOOM }: BaseMapProps): MapView | undefined {
  if (focus) return { center: focus, zoom }
  const bounds = fitBounds ?? (fitTo && boundsOf(fitTo))
  return bounds && frameView(bounds, zoom)
}

/** Shows `view` on `map`: centred at its zoom, or its area fitted no closer than its `maxZoom`. */
function showView(map: LeafletMap, view: MapView) {
  if ('bounds' in view) map.fitBounds(view.bounds, { padding: FIT_PADDING, maxZoom: view.maxZoom })
  else map.setView(view.center, view.zoom)
}

/**
 * Moves the map when the view asked for changes after it opened (MapContainer reads its first view
 * once, and opens on it: no tiles are fetched for a view it would leave at once). An equal view
 * (the same points polled again) leaves the map where the user panned it.
 */
function FollowView({ view, openedOn }: { view: MapView | undefined; openedOn: MapView }) {
  const map = useMap()
  const key = view && viewKey(view)
  const shown = useRef(viewKey(openedOn))
  useEffect(() => {
    if (!view || !key || shown.current === key) return
    shown.current = key
    showView(map, view)
  }, [map, key, view])
  return null
}

/** A control in one of the map's corners: clicks and wheel turns on it stay off the map. */
function MapCorner({ corner, children }: { corner: 'top right' | 'bottom left'; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    L.DomEvent.disableClickPropagation(box.current!)
    L.DomEvent.disableScrollPropagation(box.current!)
  }, [])
  return (
    <div className={corner.replace(/(\w+) (\w+)/, 'leaflet-$1 leaflet-$2')}>
      <div ref={box} className="leaflet-control" style={CORNER_STYLE}>
        {children}
      </div>
    </div>
  )
}
const CORNER_STYLE: CSSProperties = { background: '#fff', border: '2px solid rgba(0,0,0,0.2)', borderRadius: 4, color: 'rgba(0,0,0,0.88)' }

/** "Show all": back to the view the map opened on, every point in it, after the user zoomed or panned away. */
function ShowAll({ view }: { view: MapView }) {
  const map = useMap()
  return (
    <MapCorner corner="top right">
      <button
        type="button"
        onClick={() => showView(map, view)}
        style={{ border: 0, background: 'none', padding: '4px 10px', cursor: 'pointer', font: 'inherit' }}
      >
        Show all
      </button>
    </MapCorner>
  )
}

/** Says so in a corner while the offline base map is zoomed in past what it draws. */
function OfflineDetailNote() {
  const map = useMap()
  const [zoom, setZoom] = useState(() => map.getZoom())
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) })
  if (zoom <= OFFLINE_DETAIL_MAX_ZOOM) return null
  return (
    <MapCorner corner="bottom left">
      <span style={{ display: 'block', padding: '2px 8px', fontSize: 12 }}>{OFFLINE_NO_STREETS}</span>
    </MapCorner>
  )
}

/** The server's own base map (MAP_TILE_URL unset): its sources, credited as their licences ask. */
const isOfflineBaseMap = () => appConfig().mapTileUrl.startsWith('/tiles/')
const OFFLINE_ATTRIBUTION = 'Natural Earth · US Census Bureau · GeoNames (CC BY 4.0)'

/** Leaflet's own background, on the frame: the tiles drawn before the map shows through the map's container. */
const MAP_BACKGROUND = '#ddd'

/**
 * The one map of the console: Leaflet with the configured tiles (the server's offline base map by
 * default, MAP_TILE_URL for a real tile server). Pages that use it are lazy-loaded routes, so
 * Leaflet stays out of the main bundle.
 *
 * It opens in two steps: the tiles of its first view are drawn as plain images with the screen
 * (TileMosaic), then the Leaflet map is created over them, on the same view, and they go once its
 * own tiles show. A map with no room to draw in (a hidden tab) is created at once.
 */
export function BaseMap(props: BaseMapProps) {
  const { center = DEFAULT_CENTER, zoom = DEFAULT_ZOOM, height = 420, label, children } = props
  const view = requestedView(props)
  // MapContainer reads its view once, when it opens.
  const [opening] = useState<MapView>(() => view ?? { center, zoom })
  const frame = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<MapSize>()
  // Measured before the first paint (the page is being laid out for it anyway), so the tiles are in
  // that paint; a map with no room (a hidden tab) skips them.
  useLayoutEffect(() => setSize({ width: frame.current!.clientWidth, height: frame.current!.clientHeight }), [])
  const opensOn = size && size.width > 0 && size.height > 0 ? centredView(opening, size) : undefined
  const [stage, setStage] = useState<'tiles' | 'map' | 'map with tiles'>('tiles')
  const tilesDrawn = useCallback(() => flushSync(() => setStage((now) => (now === 'tiles' ? 'map' : now))), [])
  const mapTilesShown = useCallback(() => setStage('map with tiles'), [])
  const mapOpens = size !== undefined && (stage !== 'tiles' || opensOn === undefined)
  return (
    <div
      ref={frame}
      role="region"
      aria-label={label}
      style={{ height, position: 'relative', borderRadius: 8, overflow: 'hidden', border: `${MAP_FRAME_BORDER}px solid #f0f0f0`, background: MAP_BACKGROUND }}
    >
      {opensOn && size && stage !== 'map with tiles' && <TileMosaic view={opensOn} size={size} onDrawn={tilesDrawn} />}
      {mapOpens && (
        <MapContainer
          {...(opensOn ?? ('bounds' in opening ? { bounds: opening.bounds, boundsOptions: { padding: FIT_PADDING, maxZoom: opening.maxZoom } } : opening))}
          style={{ position: 'absolute', inset: 0, background: 'transparent' }}
          scrollWheelZoom={false}
          fadeAnimation={false}
          preferCanvas
        >
          <BaseTiles url={appConfig().mapTileUrl} attribution={isOfflineBaseMap() ? OFFLINE_ATTRIBUTION : undefined} onShown={mapTilesShown} />
          <FollowView view={view} openedOn={opening} />
          {view && !props.focus && <ShowAll view={view} />}
          {isOfflineBaseMap() && <OfflineDetailNote />}
          {children}
        </MapContainer>
      )}
    </div>
  )
}
