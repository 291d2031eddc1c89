import { useCallback, useMemo } from 'react'
import { Button, Card, Skeleton, Space, Tooltip } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { LoadError } from '../../shared/components/LoadError'
import { PageTitle } from '../../shared/components/PageTitle'
import { BaseMap } from '../../shared/map/BaseMap'
import { CircleMarkers } from '../../shared/map/CircleMarkers'
import { ClusteredMarkers } from '../../shared/map/ClusteredMarkers'
import { middlePoint } from '../../shared/map/map-points'
import { useOrganization, useOrganizationPlaces } from './api/use-organization'
import { OrganizationPlacesTable } from './components/OrganizationPlacesTable'
import { OrganizationSummary } from './components/OrganizationSummary'
import { placePoints } from './components/place-points'
import { ApproximateLegend } from '../../shared/map/ApproximateLegend'

/** spec 001 §9: the organization map opens at zoom 13, with one marker per place. */
const ORGANIZATION_MAP_ZOOM = 13
/**
 * Past this many places the markers are clustered: one canvas marker per place stays smooth up to
 * here on a staff laptop (docs/domain/organizations.md, "Organization map").
 */
const CLUSTER_PLACES_FROM = 5_000

const disabledActions = (
  <Tooltip title="Organizations and places are edited in the backend">
    <Space>
      <Button disabled>Add New Place</Button>
      <Button disabled>Edit</Button>
      <Button disabled>Show Dups</Button>
    </Space>
  </Tooltip>
)

/** /organizations/{identity} (and /edit, which shows the same page: editing is disabled). */
export function OrganizationDetailPage() {
  const { identity = '' } = useParams()
  const navigate = useNavigate()
  const organization = useOrganization(identity)
  const places = useOrganizationPlaces(identity)
  const points = useMemo(() => placePoints(places.data ?? []), [places.data])
  const middle = useMemo(() => middlePoint(points), [points])
  const openPlace = useCallback((key: string) => navigate(`/organization_places/${key}`), [navigate])
  const failed = organization.isError || places.isError
  const retry = () => {
    void organization.refetch()
    void places.refetch()
  }
  const name = organization.data?.name ?? identity
  return (
    <>
      <PageTitle title={name} crumbs={[{ label: 'Orgs', to: '/organizations' }, { label: name }]} actions={disabledActions} />
      {failed ? (
        <LoadError title="Failed to load Organization Details" error={organization.error ?? places.error} onRetry={retry} />
      ) : (
        <>
          <Card style={{ marginBottom: 16 }}>{organization.data ? <OrganizationSummary organization={organization.data} /> : <Skeleton active />}</Card>
          <Card
            title="Map"
            style={{ marginBottom: 16 }}
            extra={places.data && `${points.length.toLocaleString('en-US')} of ${places.data.length.toLocaleString('en-US')} places have coordinates`}
          >
            <BaseMap label="Places map" {...(middle ? { focus: [middle.lat, middle.lng] as const } : {})} zoom={ORGANIZATION_MAP_ZOOM} height={440}>
              {points.length > CLUSTER_PLACES_FROM ? (
                <ClusteredMarkers points={points} onSelect={openPlace} />
              ) : (
                <CircleMarkers points={points} onSelect={openPlace} />
              )}
            </BaseMap>
            {points.some((point) => point.approximate) && <ApproximateLegend />}
          </Card>
          <Card title="Places">
            <OrganizationPlacesTable places={places.data ?? []} loading={places.isLoading} />
          </Card>
        </>
      )}
    </>
  )
}
