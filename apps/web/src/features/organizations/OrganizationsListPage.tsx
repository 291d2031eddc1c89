import { useDeferredValue } from 'react'
import { Button, Card, Table, Tooltip } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { DEFAULT_TABLE_PAGE_SIZE, countOf } from '@mc/domain'
import { LoadError } from '../../shared/components/LoadError'
import { PageTitle } from '../../shared/components/PageTitle'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { useOrganizations } from './api/use-organizations'
import { OrganizationFilters } from './components/OrganizationFilters'
import { organizationColumns } from './components/organization-columns'
import { urlPagination } from '../../shared/table/url-pagination'
import { noResultsFor } from '@mc/domain/common/search'

/** /organizations (and /organizations/new, which shows the same table: creating is disabled). */
export function OrganizationsListPage() {
  const [state, setState] = useUrlState({ page: 1, pageSize: DEFAULT_TABLE_PAGE_SIZE, search: '', businessType: '', mobee: 'all' })
  const query = useOrganizations(state)
  // The answer's render is a transition (sliced), not one long task; the table shows loading until it is drawn.
  const page = useDeferredValue(query.data)
  return (
    <>
      <PageTitle
        title="Organizations"
        crumbs={[{ label: 'Places' }, { label: 'Orgs' }]}
        actions={
          <Tooltip title="Organizations are created in the backend">
            <Button type="primary" icon={<PlusOutlined />} disabled>
              Add Organization
            </Button>
          </Tooltip>
        }
      />
      {query.isError && <LoadError title="Failed to load Organizations" error={query.error} onRetry={() => void query.refetch()} />}
      <Card>
        <OrganizationFilters search={state.search} businessType={state.businessType} mobee={state.mobee} onChange={setState} />
        <Table
          rowKey="identity"
          size="middle"
          columns={organizationColumns}
          dataSource={page?.organizations ?? []}
          loading={(query.isFetching && !query.data) || page !== query.data}
          {...(state.search ? { locale: { emptyText: noResultsFor(state.search) } } : {})}
          pagination={urlPagination(
            { page: state.page, size: state.pageSize, total: page?.metadata.totalElements ?? 0 },
            (page, pageSize) => setState({ page, pageSize }),
            {
              showTotal: (total, [from, to]) => `${from}–${to} of ${countOf(total, 'organization')}`,
            },
          )}
        />
      </Card>
    </>
  )
}
