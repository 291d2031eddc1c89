import { formatCount } from '@mc/domain'
import { Suspense, useDeferredValue, useMemo } from 'react'
import { Button, Card, Skeleton, Space, Tooltip } from 'antd'
import { MedicineBoxOutlined } from '@ant-design/icons'
import { Link, useParams } from 'react-router'
import { useMe } from '../../shared/api/use-me'
import { usePreloadOnIntent } from '../../shared/routing/preload'
import { LoadError } from '../../shared/components/LoadError'
import { PageLoading } from '../../shared/components/PageLoading'
import { PageTitle } from '../../shared/components/PageTitle'
import { lazyReady } from '../../shared/routing/lazy-ready'
import {
  organizationMapCenterQuery,
  organizationPlacesQuery,
  organizationQuery,
  useOrganization,
  useOrganizationMapCenter,
  useOrganizationPlaces,
  useOrganizationPlacesSearch,
} from './api/use-organization'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { SearchBox } from '../../shared/components/SearchBox'
import { noResultsFor } from '@mc/domain/common/search'
import { OrganizationPlacesTable } from './components/OrganizationPlacesTable'
import { OrganizationSummary } from './components/OrganizationSummary'
import { placePoints } from './components/place-points'
import type { MapPoint } from '../../shared/map/map-points'
import { ORGANIZATION_MAP_HEIGHT } from './components/organization-map-size'
import type { RoutePrefetch } from '../../shared/routing/route-data'
import { firstPaintNeeds } from '../../shared/routing/first-paint'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

// Leaflet loads beside the page, not before it: the route starts it with the page's own code and
// data (prefetchOrganization), and the summary and the places table never wait for it.
const organizationMap = lazyReady(() => import('./components/OrganizationMap'), 'OrganizationMap')
const OrganizationMap = organizationMap.Component

const NO_POINTS: MapPoint[] = []

/** How long a first load holds its first frame for the map (its centre's answer waits at most 300 ms more for the middle tiles). */
const MAP_FIRST_PAINT_WAIT_MS = 1000

const disabledActions = (
  <Tooltip title="Organizations and places are edited in the backend">
    <Space>
      <Button disabled>Add New Place</Button>
      <Button disabled>Edit</Button>
      <Button disabled>Show Dups</Button>
    </Space>
  </Tooltip>
)

/** The spec's disabled buttons, and for admins the way to the organization's directory health (beyond the spec). */
function OrganizationActions({ identity }: { identity: string }) {
  const me = useMe()
  const to = pathTo(paths.directoryHealth, identity)
  const preload = usePreloadOnIntent(to)
  return (
    <>
      {disabledActions}
      {me.data?.isAdmin && (
        <Link to={to} {...preload}>
          <Button icon={<MedicineBoxOutlined />}>Directory health</Button>
        </Link>
      )}
    </>
  )
}

/** /organizations/{identity} (and /edit, which shows the same page: editing is disabled). */
export function OrganizationDetailPage() {
  const { identity = '' } = useParams()
  const organization = useOrganization(identity)
  const places = useOrganizationPlaces(identity)
  const mapCenter = useOrganizationMapCenter(identity)
  // The table's search (in the URL) asks the server for the places it finds; the map keeps them all.
  const [url, setUrl] = useUrlState({ placesSearch: '' })
  const found = useOrganizationPlacesSearch(identity, url.placesSearch)
  const searching = url.placesSearch !== ''
  // Each answer's render is a transition (sliced), not one long task (see MissionDetailPage).
  const summary = useDeferredValue(organization.data)
  // The table's starts empty even when the places are in at the first render (a first load waits
  // briefly for its data, main.tsx): the map and its tiles go first, the table's rows after.
  const placeList = useDeferredValue(places.data ?? null, null)
  // The map opens as soon as the server said where (map_center, a few bytes, beside the first
  // render's data), before the places: its tiles are the screen's largest paint. The places become
  // its markers as they arrive, not a render later with the table. Without the centre (it failed)
  // the map opens with the places, on their middle.
  const points = useMemo(() => places.data && placePoints(places.data), [places.data])
  const mapOpens = mapCenter.isSuccess || points !== undefined
  const failed = organization.isError || places.isError
  const retry = () => {
    void organization.refetch()
    void places.refetch()
  }
  const name = summary?.name ?? identity
  return (
    <>
      <PageTitle title={name} crumbs={[{ label: 'Orgs', to: paths.organizations }, { label: name }]} actions={<OrganizationActions identity={identity} />} />
      {failed ? (
        <LoadError title="Failed to load Organization Details" error={organization.error ?? places.error} onRetry={retry} />
      ) : (
        <>
          <Card style={{ marginBottom: 16 }}>{summary ? <OrganizationSummary organization={summary} /> : <Skeleton active />}</Card>
          <Card
            title="Map"
            style={{ marginBottom: 16 }}
            extra={places.data && points && `${formatCount(points.length)} of ${formatCount(places.data.length)} places have coordinates`}
          >
            {mapOpens ? (
              <Suspense fallback={<PageLoading label="Loading the map…" height={ORGANIZATION_MAP_HEIGHT} />}>
                <OrganizationMap points={points ?? NO_POINTS} bounds={mapCenter.data ?? undefined} />
              </Suspense>
            ) : (
              <PageLoading label="Loading the map…" height={ORGANIZATION_MAP_HEIGHT} />
            )}
          </Card>
          <Card
            title="Places"
            extra={
              <SearchBox
                value={url.placesSearch}
                onSearch={(search) => setUrl({ placesSearch: search })}
                placeholder="Store number, street, city or ZIP"
                aria-label="Search places"
              />
            }
          >
            {searching && found.isError ? (
              <LoadError title="Failed to search the places" error={found.error} onRetry={() => void found.refetch()} />
            ) : searching ? (
              <OrganizationPlacesTable
                key="search"
                places={found.data?.places ?? []}
                total={found.data}
                loading={found.isLoading || (found.isFetching && found.isPlaceholderData)}
                emptyText={noResultsFor(url.placesSearch)}
              />
            ) : (
              <OrganizationPlacesTable places={placeList ?? []} loading={places.isLoading || placeList !== (places.data ?? null)} />
            )}
          </Card>
        </>
      )}
    </>
  )
}

/**
 * /organizations/:identity, while the page's code loads: the organization, where its map opens, all
 * its places, and the map's code (Leaflet). A first load draws nothing until the map's centre (with
 * its middle tiles) and code are in, at most MAP_FIRST_PAINT_WAIT_MS: the map, the page's largest
 * paint, is then in its first frame, not a frame or more after its title.
 */
export const prefetchOrganization: RoutePrefetch = ({ params }, client) => {
  void client.prefetchQuery(organizationQuery(params.identity!))
  const mapCenter = client.prefetchQuery(organizationMapCenterQuery(params.identity!))
  void client.prefetchQuery(organizationPlacesQuery(params.identity!))
  const mapCode = organizationMap.load()
  mapCode.catch(() => undefined)
  return firstPaintNeeds([mapCenter, mapCode], MAP_FIRST_PAINT_WAIT_MS)
}
