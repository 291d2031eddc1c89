import { Card, Col, Descriptions, Result, Row, Statistic, Typography } from 'antd'
import dayjs from 'dayjs'
import { useParams } from 'react-router'
import { DATE_TIME_FORMAT } from '@mc/domain'
import { DEFAULT_STORE_ROWS_PAGE_SIZE } from '@mc/domain/store-lists/store-list.enums'
import { STORE_LIST_REPORT_LOAD_FAILED } from '@mc/domain/store-lists/store-list.messages'
import { PageTitle } from '../../shared/components/PageTitle'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { errorMessage } from '../../shared/feedback/notify'
import { useStoreListReport } from './api/use-store-list-report'
import { useStoreListRows } from './api/use-store-list-rows'
import { StatusSummaryList } from './components/StatusSummaryList'
import { StoreListProgress } from './components/StoreListProgress'
import { StoreListStatusTag } from './components/StoreListStatusTag'
import { StoreRowsTable } from './components/StoreRowsTable'
import { ExportButton } from './components/ExportButton'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

export function StoreListReportPage() {
  const { identity = '' } = useParams()
  const [query, setQuery] = useUrlState({ page: 1, limit: DEFAULT_STORE_ROWS_PAGE_SIZE, status: '', statusDetail: '' })
  const report = useStoreListReport(identity)
  const rows = useStoreListRows(identity, query, report.data?.status)

  if (report.isError) {
    return (
      <Result
        status="error"
        title={STORE_LIST_REPORT_LOAD_FAILED}
        subTitle={errorMessage(report.error)}
        extra={<a onClick={() => void report.refetch()}>Retry</a>}
      />
    )
  }
  const list = report.data
  const summary = list?.rowSummary
  return (
    <>
      <PageTitle
        title="Store List Upload Report"
        crumbs={[
          { label: 'All Customers', to: paths.customers },
          {
            label: list ? `Customer: ${list.campaign.customer.name}` : 'Customer',
            to: list ? pathTo(paths.customer, list.campaign.customer.identity) : undefined,
          },
          { label: list ? `Campaign: ${list.campaign.name}` : 'Campaign', to: list ? pathTo(paths.campaign, list.campaign.identity) : undefined },
          { label: 'Store Lists', to: list ? pathTo(paths.campaignStoreLists, list.campaign.identity) : undefined },
          { label: list?.name ?? identity },
        ]}
        actions={list && <ExportButton identity={list.identity} name={list.name} />}
      />
      <Card loading={report.isLoading} style={{ marginBottom: 16 }}>
        {list && summary && (
          <>
            <Descriptions column={3} size="small" style={{ marginBottom: 16 }}>
              <Descriptions.Item label="Name">
                <Typography.Text strong>{list.name}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="Uploaded">{dayjs(list.createdAt).format(DATE_TIME_FORMAT)}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <span data-testid="store-list-status">
                  <StoreListStatusTag status={list.status} />
                </span>
              </Descriptions.Item>
            </Descriptions>
            <StoreListProgress summary={summary} status={list.status} />
            <Row gutter={16} style={{ marginTop: 16 }}>
              {(
                [
                  ['Total Rows', summary.total],
                  ['Errored', summary.error],
                  ['With Store ID', summary.withWiserStoreID],
                  ['Without Store ID', summary.withoutWiserStoreID],
                  ['Pins Created', summary.pinsCreated],
                  ['Pins Already There', summary.pinsAlreadyThere],
                ] as const
              ).map(([title, value]) => (
                <Col key={title} flex="1">
                  <Statistic title={title} value={value} valueStyle={title === 'Errored' && value > 0 ? { color: '#cf1322' } : undefined} />
                </Col>
              ))}
            </Row>
          </>
        )}
      </Card>
      <Card title="Status Summary" style={{ marginBottom: 16 }}>
        <StatusSummaryList
          entries={list?.statusSummary ?? []}
          active={{ status: query.status, statusDetail: query.statusDetail }}
          onFilter={(status, statusDetail) => setQuery({ status, statusDetail, page: 1 })}
        />
      </Card>
      <Card>
        <StoreRowsTable
          rows={rows.data?.items ?? []}
          total={rows.data?.total ?? 0}
          loading={rows.isFetching && !rows.data}
          page={query.page}
          limit={query.limit}
          filtered={!!query.status || !!query.statusDetail}
          onPage={(page, limit) => setQuery({ page, limit })}
          onClearFilter={() => setQuery({ status: '', statusDetail: '', page: 1 })}
        />
      </Card>
    </>
  )
}
