import { Card, Descriptions, Skeleton, Tag } from 'antd'
import { Link, useParams } from 'react-router'
import { formatCount } from '@mc/domain'
import { LoadError } from '../../shared/components/LoadError'
import { PageTitle } from '../../shared/components/PageTitle'
import { useOrganizationPlace } from './api/use-organization'
import { PlaceLocation } from './components/PlaceLocation'
import { PlaceMissionsTable } from './components/PlaceMissionsTable'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

/** /organization_places/{identity} (and /edit, the same read-only page). */
export function OrganizationPlacePage() {
  const { identity = '' } = useParams()
  const query = useOrganizationPlace(identity)
  const store = query.data?.organization_place
  const title = store?.name ?? identity
  return (
    <>
      <PageTitle
        title={title}
        subtitle="Organization place"
        crumbs={[
          { label: 'Orgs', to: paths.organizations },
          ...(store ? [{ label: store.organization.name, to: pathTo(paths.organization, store.organization.identity) }] : []),
          { label: title },
        ]}
      />
      {query.isError && <LoadError title="Failed to load the organization place" error={query.error} onRetry={() => void query.refetch()} />}
      {!store ? (
        <Card>
          <Skeleton active={!query.isError} />
        </Card>
      ) : (
        <>
          <Card title="Store" style={{ marginBottom: 16 }}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              size="small"
              items={[
                {
                  key: 'org',
                  label: 'Organization',
                  children: <Link to={pathTo(paths.organization, store.organization.identity)}>{store.organization.name}</Link>,
                },
                { key: 'number', label: 'Store Number', children: store.store_number ?? '—' },
                { key: 'relationship', label: 'Relationship', children: store.relationship_type ?? '—' },
                { key: 'active', label: 'Active', children: store.is_active ? <Tag color="green">Yes</Tag> : <Tag>No</Tag> },
                { key: 'score', label: 'Score', children: store.match_score?.toFixed(2) ?? '—' },
                { key: 'geo', label: 'Geo-Rectified', children: store.georectified ? 'Yes' : 'No' },
                { key: 'place', label: 'Place', children: <Link to={pathTo(paths.place, store.place_identity)}>{store.place_identity}</Link> },
                { key: 'pins', label: 'Pins', children: `${formatCount(store.pin_count)} (${formatCount(store.active_pin_count)} active)` },
              ]}
            />
          </Card>
          <Card title="Location" style={{ marginBottom: 16 }}>
            <PlaceLocation location={store} label={title} />
          </Card>
          <Card title="Missions">
            <PlaceMissionsTable missions={query.data!.missions} />
          </Card>
        </>
      )}
    </>
  )
}
