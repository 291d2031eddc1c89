import { useCallback, useMemo } from 'react'
import { Button, Card, Skeleton, Space, Tooltip } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { LoadError } from '../../shared/components/LoadError'
import { PageTitle } from '../../shared/components/PageTitle'
import { BaseMap } from '../../shared/map/BaseMap'
import { ClusteredMarkers } from '../../shared/map/ClusteredMarkers'
import { useOrganization, useOrganizationPlaces } from './api/use-organization'
import { OrganizationPlacesTable } from './components/OrganizationPlacesTable'
import { OrganizationSummary } from './components/OrganizationSummary'
import { placePoints } from './components/place-points'
import { ApproximateLegend } from '../../shared/map/ApproximateLegend'

/** spec 001 §9: the organization map opens at zoom 13. */
const ORGANIZATION_MAP_ZOOM = 13

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
      {failed && <LoadError title="Failed to load Organization Details" error={organization.error ?? places.error} onRetry={retry} />}
      <Card style={{ marginBottom: 16 }}>{organization.data ? <OrganizationSummary organization={organization.data} /> : <Skeleton active={!failed} />}</Card>
      <Card
        title="Map"
        style={{ marginBottom: 16 }}
        extra={places.data && `${points.length.toLocaleString('en-US')} of ${places.data.length.toLocaleString('en-US')} places have coordinates`}
      >
        <BaseMap label="Places map" fitTo={points} zoom={ORGANIZATION_MAP_ZOOM} height={440}>
          <ClusteredMarkers points={points} onSelect={openPlace} />
        </BaseMap>
        {points.some((point) => point.approximate) && <ApproximateLegend />}
      </Card>
      <Card title="Places">
        <OrganizationPlacesTable places={places.data ?? []} loading={places.isLoading} />
      </Card>
    </>
  )
}
