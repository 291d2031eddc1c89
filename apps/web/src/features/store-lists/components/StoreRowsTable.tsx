import { countOf } from '@mc/domain'
import { Button, Flex, Table, Tag, Tooltip, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { Link } from 'react-router'
import { STORE_ROWS_PAGE_SIZE_OPTIONS } from '@mc/domain/store-lists/store-list.enums'
import { approximateLocationTexts } from '@mc/domain/organizations/approximate-location'
import { matchEvidenceText, STORE_NUMBER_LEARNED, storeNumberConflictText } from '@mc/domain/store-lists/store-list.messages'
import type { StoreRow } from '../api/store-list.types'
import { RowStatusTag } from './RowStatusTag'
import { urlPagination } from '../../../shared/table/url-pagination'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

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
    // Where the row's store is: the matched store's place (store-id rows too), else the row's geocode.
    title: 'Geocoded',
    width: 200,
    render: (_, row) => {
      const at = row.location
      if (!at) return row.geocoding ? 'Not found' : '—'
      return (
        <span>
          {at.latitude.toFixed(4)}, {at.longitude.toFixed(4)}
          <br />
          {at.approximate ? (
            <Tooltip title={approximateLocationTexts(at.precision).hint}>
              <Tag color="orange">{approximateLocationTexts(at.precision).label}</Tag>
            </Tooltip>
          ) : (
            <Typography.Text type="secondary">{at.source === 'STORE' ? 'store location' : `geocode score ${row.geocoding?.score ?? '—'}`}</Typography.Text>
          )}
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
          <Link to={pathTo(paths.organizationPlace, place.identity)}>{label}</Link>
          {row.matchConfidence && <Typography.Text type="secondary"> · {matchEvidenceText(row.matchConfidence, row.matchReason)}</Typography.Text>}
          {row.storeNumberLearned && (
            <>
              <br />
              <Tag color="green">{STORE_NUMBER_LEARNED}</Tag>
            </>
          )}
          {row.storeNumberConflict && (
            <>
              <br />
              <Tag color="red">{storeNumberConflictText(row.storeNumberConflict)}</Tag>
            </>
          )}
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
          showTotal: (count) => countOf(count, 'row'),
        })}
      />
    </>
  )
}
