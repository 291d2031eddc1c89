import { Button, Card, Progress, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { formatDate, formatDateTime, formatElapsed, missionLabelWithIdentity } from '@mc/domain'
import { useRecentCoverageReports } from '../api/use-coverage-reports'
import type { CoverageReport, CoverageStatus } from '../api/coverage-types'

const STATUS_COLORS: Record<CoverageStatus, string> = { QUEUED: 'default', RUNNING: 'processing', DONE: 'success', FAILED: 'error' }

export function RecentReports({ selected, onOpen }: { selected: string; onOpen: (identity: string) => void }) {
  const query = useRecentCoverageReports()
  const columns: ColumnsType<CoverageReport> = [
    { title: 'Reference Mission', key: 'mission', render: (_, report) => missionLabelWithIdentity(report.mission) },
    { title: 'Radius', dataIndex: 'radius_miles', render: (miles: number) => `${miles} mi` },
    { title: 'Date Range', key: 'range', render: (_, report) => `${formatDate(report.start_date)} – ${formatDate(report.end_date)}` },
    { title: 'Requested', dataIndex: 'created_at', render: (at: string) => formatDateTime(at) },
    // From the request to done: what the person waited (queue included).
    {
      title: 'Took',
      key: 'took',
      render: (_, report) => (report.finished_at ? formatElapsed(Date.parse(report.finished_at) - Date.parse(report.created_at)) : '—'),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, report) =>
        report.status === 'RUNNING' ? (
          <Progress percent={Math.round(report.progress)} size="small" style={{ width: 120 }} aria-label="Report progress" />
        ) : (
          <Tag color={STATUS_COLORS[report.status]}>{report.status}</Tag>
        ),
    },
    {
      title: '',
      key: 'open',
      align: 'right',
      render: (_, report) => (
        <Button size="small" type={report.identity === selected ? 'primary' : 'default'} onClick={() => onOpen(report.identity)}>
          {report.identity === selected ? 'Shown' : 'Open'}
        </Button>
      ),
    },
  ]
  return (
    <Card title="Recent Reports" size="small">
      <Table
        rowKey="identity"
        size="small"
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.isLoading}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        locale={{ emptyText: 'No reports yet' }}
      />
    </Card>
  )
}
