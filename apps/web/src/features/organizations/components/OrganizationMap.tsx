import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { BaseMap } from '../../../shared/map/BaseMap'
import { CircleMarkers } from '../../../shared/map/CircleMarkers'
import { ClusteredMarkers } from '../../../shared/map/ClusteredMarkers'
import { ApproximateLegend } from '../../../shared/map/ApproximateLegend'
import { middlePoint, type MapPoint } from '../../../shared/map/map-points'
import { ORGANIZATION_MAP_HEIGHT } from './organization-map-size'

/** spec 001 §9: the organization map opens at zoom 13, with one marker per place. */
const ORGANIZATION_MAP_ZOOM = 13
/**
 * Past this many places the markers are clustered: one canvas marker per place stays smooth up to
 * here on a staff laptop (docs/domain/organizations.md, "Organization map").
 */
const CLUSTER_PLACES_FROM = 5_000

/** The organization's places on the map (loaded apart from the page: it carries Leaflet). */
export function OrganizationMap({ points }: { points: MapPoint[] }) {
  const navigate = useNavigate()
  const middle = useMemo(() => middlePoint(points), [points])
  const openPlace = useCallback((key: string) => navigate(`/organization_places/${key}`), [navigate])
  return (
    <>
      <BaseMap
        label="Places map"
        {...(middle ? { focus: [middle.lat, middle.lng] as const } : {})}
        zoom={ORGANIZATION_MAP_ZOOM}
        height={ORGANIZATION_MAP_HEIGHT}
      >
        {points.length > CLUSTER_PLACES_FROM ? (
          <ClusteredMarkers points={points} onSelect={openPlace} />
        ) : (
          <CircleMarkers points={points} onSelect={openPlace} />
        )}
      </BaseMap>
      {points.some((point) => point.approximate) && <ApproximateLegend />}
    </>
  )
}
