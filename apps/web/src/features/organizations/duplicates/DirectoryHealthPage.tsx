import { Card, Typography } from 'antd'
import { Outlet, useParams } from 'react-router'
import { countOf } from '@mc/domain'
import { DUPLICATE_PAIRS_DEFAULT_LIMIT, DUPLICATE_PAIRS_MAX_LIMIT } from '@mc/domain/organizations/directory-health'
import { LoadError } from '../../../shared/components/LoadError'
import { PageTitle } from '../../../shared/components/PageTitle'
import { useUrlState } from '../../../shared/hooks/use-url-state'
import { urlPagination } from '../../../shared/table/url-pagination'
import { RequireAdmin } from '../../../shell/RequireAdmin'
import { useOrganization } from '../api/use-organization'
import { useDuplicatePlaces } from './api/use-duplicate-places'
import { DuplicatePairsTable } from './components/DuplicatePairsTable'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** /organizations/{identity}/duplicates: admins only, as the Admin Workbench (the server refuses others too). */
export function DirectoryHealthPage() {
  return (
    <RequireAdmin>
      <DirectoryHealth />
    </RequireAdmin>
  )
}

/** The organization's probable duplicate places with their evidence; /merge/{a}/{b} opens the merge dialog over it. */
function DirectoryHealth() {
  const { identity = '' } = useParams()
  const [query, setQuery] = useUrlState({ page: 1, limit: DUPLICATE_PAIRS_DEFAULT_LIMIT })
  const organization = useOrganization(identity)
  const pairs = useDuplicatePlaces(identity, query.page, query.limit)
  const name = organization.data?.name ?? identity
  return (
    <>
      <PageTitle
        title="Directory health"
        subtitle={pairs.data ? `${name}: ${countOf(pairs.data.total, 'probable duplicate pair')}` : name}
        crumbs={[{ label: 'Orgs', to: paths.organizations }, { label: name, to: pathTo(paths.organization, identity) }, { label: 'Directory health' }]}
      />
      {pairs.isError ? (
        <LoadError title="Failed to load the probable duplicates" error={pairs.error} onRetry={() => void pairs.refetch()} />
      ) : (
        <Card>
          <Typography.Paragraph type="secondary">
            Pairs of this organization&apos;s places with the same house number in the same ZIP code, or in the same city and state, whose streets agree.
            Different store numbers usually mean two stores. Distances marked * are between ZIP or city centres, not the stores.
          </Typography.Paragraph>
          <DuplicatePairsTable
            organization={identity}
            pairs={pairs.data?.items ?? []}
            loading={pairs.isFetching}
            pagination={urlPagination({ page: query.page, size: query.limit, total: pairs.data?.total ?? 0 }, (page, limit) => setQuery({ page, limit }), {
              pageSizeOptions: ['10', '20', '50', String(DUPLICATE_PAIRS_MAX_LIMIT)],
            })}
          />
        </Card>
      )}
      <Outlet />
    </>
  )
}
