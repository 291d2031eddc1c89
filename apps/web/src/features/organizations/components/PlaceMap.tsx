import { BaseMap } from '../../../shared/map/BaseMap'
import { ClusteredMarkers } from '../../../shared/map/ClusteredMarkers'
import type { MapPoint } from '../../../shared/map/map-points'
import { PLACE_MAP_HEIGHT } from './organization-map-size'

const PLACE_MAP_ZOOM = 15

/** A small map of one place (loaded apart from the page: it carries Leaflet). */
export function PlaceMap({ points }: { points: MapPoint[] }) {
  return (
    <BaseMap label="Place map" fitTo={points} zoom={PLACE_MAP_ZOOM} height={PLACE_MAP_HEIGHT}>
      <ClusteredMarkers points={points} />
    </BaseMap>
  )
}
