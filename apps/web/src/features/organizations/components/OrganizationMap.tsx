import { Suspense, useCallback } from 'react'
import { useNavigate } from 'react-router'
import { BaseMap } from '../../../shared/map/BaseMap'
import { lazyNamed } from '../../../shared/routing/lazy-route'
import { ApproximateLegend } from '../../../shared/map/ApproximateLegend'
import { ORGANIZATION_MAP_ZOOM } from '@mc/domain/organizations/organization-map.rules'
import type { MapBounds } from '@mc/domain/organizations/organization.types'
import { mapBounds, type MapPoint } from '../../../shared/map/map-points'
import { ORGANIZATION_MAP_HEIGHT } from './organization-map-size'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/**
 * Past this many places the markers are clustered: one canvas marker per place stays smooth up to
 * here on a staff laptop (docs/domain/organizations.md, "Organization map").
 */
const CLUSTER_PLACES_FROM = 5_000

// The markers are drawn over the map once the places are in, so their code is not part of the
// page's first frame (the map's tiles are, and they are its largest paint): the dots' canvas layer
// loads beside the places, when the map first renders. Few organizations have more than
// CLUSTER_PLACES_FROM places: the clustering (about 10 KiB gzip) loads only for those.
const CircleMarkers = lazyNamed(() => import('../../../shared/map/CircleMarkers'), 'CircleMarkers')
const ClusteredMarkers = lazyNamed(() => import('../../../shared/map/ClusteredMarkers'), 'ClusteredMarkers')

/**
 * The organization's places on the map (loaded apart from the page: it carries Leaflet), one marker
 * each (spec 001 §9), opening fitted to all of them, at zoom 13 when they fit there (spec) and
 * further out when they do not: on `bounds` (their corners, from the server before the places
 * arrive) or else on the places.
 */
export function OrganizationMap({ points, bounds }: { points: MapPoint[]; bounds?: MapBounds | undefined }) {
  const navigate = useNavigate()
  const openPlace = useCallback((key: string) => navigate(pathTo(paths.organizationPlace, key)), [navigate])
  return (
    <>
      <BaseMap
        label="Places map"
        {...(bounds ? { fitBounds: mapBounds(bounds) } : { fitTo: points })}
        zoom={ORGANIZATION_MAP_ZOOM}
        height={ORGANIZATION_MAP_HEIGHT}
      >
        {/* No placeholder: the map is drawn, and its markers come with their code. */}
        <Suspense fallback={null}>
          {points.length > CLUSTER_PLACES_FROM ? (
            <ClusteredMarkers points={points} onSelect={openPlace} />
          ) : (
            <CircleMarkers points={points} onSelect={openPlace} />
          )}
        </Suspense>
      </BaseMap>
      {points.some((point) => point.approximate) && <ApproximateLegend />}
    </>
  )
}
