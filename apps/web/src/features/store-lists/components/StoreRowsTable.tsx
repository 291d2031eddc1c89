import { Button, Flex, Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { Link } from 'react-router'
import { STORE_ROWS_PAGE_SIZE_OPTIONS } from '@mc/domain/store-lists/store-list.enums'
import type { StoreRow } from '../api/store-list.types'
import { RowStatusTag } from './RowStatusTag'
import { urlPagination } from '../../../shared/table/url-pagination'

const address = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || '—'

const columns: ColumnsType<StoreRow> = [
  { title: 'Row', dataIndex: 'rowNumber', width: 70 },
  { title: 'Status', dataIndex: 'status', width: 230, render: (_, row) => <RowStatusTag status={row.status} detail={row.statusDetail} /> },
  {
    title: 'Uploaded Address',
    width: '28%',
    render: (_, row) => (
      <span>
        {row.organizationName && (
          <>
            <Typography.Text strong>
              {row.organizationName}
              {row.storeNumber ? ` #${row.storeNumber}` : ''}
            </Typography.Text>
            <br />
          </>
        )}
        {address([row.streetAddress, row.city, row.state, row.postalCode, row.country])}
      </span>
    ),
  },
  {
    title: 'Normalized',
    render: (_, row) => {
      const n = row.addressNormalization
      return n ? address([n.streetAddress, n.city, n.state, n.postalCode]) : '—'
    },
  },
  {
    title: 'Geocoded',
    width: 190,
    render: (_, row) => {
      const g = row.geocoding
      if (!g || g.latitude === null || g.longitude === null) return g ? 'Not found' : '—'
      return (
        <span>
          {g.latitude.toFixed(4)}, {g.longitude.toFixed(4)}
          <br />
          <Typography.Text type="secondary">score {g.score ?? '—'}</Typography.Text>
        </span>
      )
    },
  },
  {
    title: 'Matched Store',
    render: (_, row) => {
      const place = row.organizationPlace
      if (!place) return '—'
      const label = `${place.organizationName ?? place.name ?? 'Store'}${place.storeNumber ? ` #${place.storeNumber}` : ''}`
      return (
        <span>
          <Link to={`/organization_places/${place.identity}`}>{label}</Link>
          {row.matchConfidence && <Typography.Text type="secondary"> · {row.matchConfidence}</Typography.Text>}
        </span>
      )
    },
  },
]

interface Props {
  rows: StoreRow[]
  total: number
  loading: boolean
  page: number
  limit: number
  filtered: boolean
  onPage: (page: number, limit: number) => void
  onClearFilter: () => void
}

export function StoreRowsTable({ rows, total, loading, page, limit, filtered, onPage, onClearFilter }: Props) {
  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Store Rows
        </Typography.Title>
        <Button onClick={onClearFilter} disabled={!filtered}>
          Clear Filter
        </Button>
      </Flex>
      <Table<StoreRow>
        rowKey="rowNumber"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={urlPagination({ page, size: limit, total }, onPage, {
          pageSizeOptions: STORE_ROWS_PAGE_SIZE_OPTIONS.map(String),
          showTotal: (count) => `${count.toLocaleString('en-US')} rows`,
        })}
      />
    </>
  )
}
