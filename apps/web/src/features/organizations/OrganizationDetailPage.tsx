import { Suspense, useMemo } from 'react'
import { Button, Card, Skeleton, Space, Tooltip } from 'antd'
import { useParams } from 'react-router'
import { LoadError } from '../../shared/components/LoadError'
import { PageLoading } from '../../shared/components/PageLoading'
import { PageTitle } from '../../shared/components/PageTitle'
import { lazyNamed } from '../../shared/routing/lazy-route'
import { useOrganization, useOrganizationPlaces } from './api/use-organization'
import { OrganizationPlacesTable } from './components/OrganizationPlacesTable'
import { OrganizationSummary } from './components/OrganizationSummary'
import { placePoints } from './components/place-points'
import { ORGANIZATION_MAP_HEIGHT } from './components/organization-map-size'

// Leaflet loads beside the page, not before it: the summary and the places table show first.
const OrganizationMap = lazyNamed(() => import('./components/OrganizationMap'), 'OrganizationMap')

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
  const organization = useOrganization(identity)
  const places = useOrganizationPlaces(identity)
  const points = useMemo(() => placePoints(places.data ?? []), [places.data])
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
            <Suspense fallback={<PageLoading label="Loading the map…" height={ORGANIZATION_MAP_HEIGHT} />}>
              <OrganizationMap points={points} />
            </Suspense>
          </Card>
          <Card title="Places">
            <OrganizationPlacesTable places={places.data ?? []} loading={places.isLoading} />
          </Card>
        </>
      )}
    </>
  )
}
