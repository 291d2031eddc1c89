import { Button, Space, Table, Tag, Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { DEFAULT_TABLE_PAGE_SIZE, countOf, foundCountOf } from '@mc/domain'
import type { OrganizationPlace } from '@mc/domain/organizations/organization.types'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

const yesNo = (yes: boolean) => (yes ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>)

/** Columns of spec 001 §2 Organization detail places table; Edit and Delete stay disabled. */
const columns: ColumnsType<OrganizationPlace> = [
  { title: 'Relationship', dataIndex: 'relationship_type', render: (name: string | null) => name ?? '—' },
  { title: 'Active', dataIndex: 'is_active', align: 'center', render: yesNo },
  {
    title: 'Name',
    dataIndex: 'name',
    render: (name: string | null, place) => <Link to={pathTo(paths.organizationPlace, place.identity)}>{name ?? place.identity}</Link>,
  },
  { title: 'Store Number', dataIndex: 'store_number', render: (n: string | null) => n ?? '—' },
  { title: 'Address', dataIndex: 'address', width: 240 },
  { title: 'Phone', dataIndex: 'phone', render: (phone: string | null) => phone ?? '—' },
  { title: 'Score', dataIndex: 'match_score', align: 'right', render: (score: number | null) => (score === null ? '—' : score.toFixed(2)) },
  { title: 'Geo-Rectified', dataIndex: 'georectified', align: 'center', render: yesNo },
  { title: 'Pins', dataIndex: 'pin_count', align: 'right' },
  { title: 'Active Pins', dataIndex: 'active_pin_count', align: 'right' },
  {
    title: 'View',
    key: 'view',
    align: 'center',
    render: (_, place) => <Link to={pathTo(paths.organizationPlace, place.identity)}>View</Link>,
  },
  {
    title: 'Actions',
    key: 'actions',
    align: 'center',
    render: () => (
      <Tooltip title="Places are edited in the backend">
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} aria-label="Edit" disabled />
          <Button size="small" icon={<DeleteOutlined />} aria-label="Delete" danger disabled />
        </Space>
      </Tooltip>
    ),
  },
]

interface OrganizationPlacesTableProps {
  places: OrganizationPlace[]
  loading: boolean
  /** What an empty table says while searching ('No results for …'). */
  emptyText?: string
  /** A search's count, when it found more than the table holds ("1,000+ places"); else the rows are counted. */
  total?: { total: number; totalIsLowerBound: boolean } | undefined
}

export function OrganizationPlacesTable({ places, loading, emptyText, total }: OrganizationPlacesTableProps) {
  return (
    <Table
      rowKey="identity"
      size="middle"
      columns={columns}
      dataSource={places}
      loading={loading}
      {...(emptyText ? { locale: { emptyText } } : {})}
      pagination={{
        defaultPageSize: DEFAULT_TABLE_PAGE_SIZE,
        showSizeChanger: true,
        showTotal: (count) => (total ? foundCountOf(total.total, total.totalIsLowerBound, 'place') : countOf(count, 'place')),
      }}
    />
  )
}
