import { Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { Link } from 'react-router'
import { formatDate } from '@mc/domain'
import type { PlaceMission } from '@mc/domain/organizations/organization.types'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

const columns: ColumnsType<PlaceMission> = [
  { title: 'Mission', key: 'mission', render: (_, row) => <Link to={pathTo(paths.mission, row.mission.identity)}>{row.mission.name}</Link> },
  { title: 'Campaign', dataIndex: 'campaign_name' },
  { title: 'State', key: 'state', render: (_, row) => <Tag>{row.mission.state}</Tag> },
  { title: 'Dates', key: 'dates', render: (_, row) => `${formatDate(row.mission.start_date)} – ${formatDate(row.mission.end_date)}` },
  { title: 'Price', dataIndex: 'reward_points', align: 'right' },
  { title: 'Pin Paused', dataIndex: 'is_running', align: 'center', render: (running: boolean) => (running ? 'No' : 'Yes') },
]

/** The missions whose pins sit at a store or place. */
export function PlaceMissionsTable({ missions }: { missions: PlaceMission[] }) {
  return (
    <Table
      rowKey="pin_identity"
      size="small"
      columns={columns}
      dataSource={missions}
      pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: 'No missions have pins here' }}
    />
  )
}
