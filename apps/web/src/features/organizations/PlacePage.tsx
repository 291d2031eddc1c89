import { Card, List, Skeleton } from 'antd'
import { Link, useParams } from 'react-router'
import { LoadError } from '../../shared/components/LoadError'
import { PageTitle } from '../../shared/components/PageTitle'
import { usePlace } from './api/use-organization'
import { PlaceLocation } from './components/PlaceLocation'
import { PlaceMissionsTable } from './components/PlaceMissionsTable'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

/** /places/{identity}: the location itself, every store at it, and the missions pinned there. */
export function PlacePage() {
  const { identity = '' } = useParams()
  const query = usePlace(identity)
  const data = query.data
  const title = data?.place.address || identity
  return (
    <>
      <PageTitle title={title} subtitle={`Place ${identity}`} crumbs={[{ label: 'Orgs', to: paths.organizations }, { label: 'Place' }]} />
      {query.isError && <LoadError title="Failed to load the place" error={query.error} onRetry={() => void query.refetch()} />}
      {!data ? (
        <Card>
          <Skeleton active={!query.isError} />
        </Card>
      ) : (
        <>
          <Card title="Location" style={{ marginBottom: 16 }}>
            <PlaceLocation location={data.place} label={title} />
          </Card>
          <Card title="Stores at this place" style={{ marginBottom: 16 }}>
            <List
              dataSource={data.organization_places}
              renderItem={(store) => (
                <List.Item>
                  <List.Item.Meta
                    title={<Link to={pathTo(paths.organizationPlace, store.identity)}>{store.name ?? store.identity}</Link>}
                    description={<Link to={pathTo(paths.organization, store.organization.identity)}>{store.organization.name}</Link>}
                  />
                </List.Item>
              )}
            />
          </Card>
          <Card title="Missions">
            <PlaceMissionsTable missions={data.missions} />
          </Card>
        </>
      )}
    </>
  )
}
