import { UploadOutlined } from '@ant-design/icons'
import { Button, Card, Space, Table, Typography } from 'antd'
import dayjs from 'dayjs'
import { Link, useParams } from 'react-router'
import { DATE_TIME_FORMAT, formatCount } from '@mc/domain'
import { PageTitle } from '../../shared/components/PageTitle'
import { LoadError } from '../../shared/components/LoadError'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { useCampaignStoreLists } from './api/use-campaign-store-lists'
import { useStoreListCampaign } from './api/use-upload-campaign'
import type { StoreListSummary } from './api/store-list.types'
import { ExportButton } from './components/ExportButton'
import { StoreListProgress } from './components/StoreListProgress'
import { StoreListStatusTag } from './components/StoreListStatusTag'
import { TemplateLink } from './components/TemplateLink'
import { urlPagination } from '../../shared/table/url-pagination'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

export function CampaignStoreListsPage() {
  const { identity = '' } = useParams()
  const [query, setQuery] = useUrlState({ page: 1, limit: 10 })
  const campaign = useStoreListCampaign(identity)
  const lists = useCampaignStoreLists(identity, query.page, query.limit)
  const c = campaign.data

  return (
    <>
      <PageTitle
        title="Store Lists"
        subtitle={c ? `${c.name} · ${c.customer.name}` : undefined}
        crumbs={[
          { label: 'All Customers', to: paths.customers },
          { label: c ? `Customer: ${c.customer.name}` : 'Customer', to: c ? pathTo(paths.customer, c.customer.identity) : undefined },
          { label: c ? `Campaign: ${c.name}` : 'Campaign', to: pathTo(paths.campaign, identity) },
          { label: 'Store Lists' },
        ]}
        actions={
          <>
            <TemplateLink />
            <Link to={pathTo(paths.newStoreList, identity)}>
              <Button type="primary" icon={<UploadOutlined />}>
                Upload Store List
              </Button>
            </Link>
          </>
        }
      />
      {lists.isError && <LoadError title="Failed to load" error={lists.error} onRetry={() => void lists.refetch()} />}
      <Card>
        <Table<StoreListSummary>
          rowKey="identity"
          loading={lists.isLoading}
          dataSource={lists.data?.items ?? []}
          locale={{ emptyText: 'No store lists uploaded yet' }}
          pagination={urlPagination({ page: query.page, size: query.limit, total: lists.data?.total ?? 0 }, (page, limit) => setQuery({ page, limit }), {
            pageSizeOptions: ['10', '25', '50', '100'],
          })}
          columns={[
            { title: 'Status', dataIndex: 'status', width: 150, render: (status: string) => <StoreListStatusTag status={status} /> },
            { title: 'File Name', dataIndex: 'name', render: (name: string, list) => <Link to={pathTo(paths.storeList, list.identity)}>{name}</Link> },
            {
              title: 'Errors',
              width: 100,
              render: (_, list) => (
                <Typography.Text type={list.rowSummary.error > 0 ? 'danger' : 'secondary'}>{formatCount(list.rowSummary.error)}</Typography.Text>
              ),
            },
            { title: 'Created', dataIndex: 'createdAt', width: 200, render: (value: string) => dayjs(value).format(DATE_TIME_FORMAT) },
            { title: 'Progress', width: 240, render: (_, list) => <StoreListProgress summary={list.rowSummary} status={list.status} /> },
            {
              title: 'Actions',
              width: 190,
              render: (_, list) => (
                <Space>
                  <Link to={pathTo(paths.storeList, list.identity)}>
                    <Button size="small">View</Button>
                  </Link>
                  <ExportButton identity={list.identity} name={list.name} size="small" />
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </>
  )
}
