import { Table, Typography } from 'antd'
import { formatDateTime } from '@mc/domain'
import { LoadError } from '../../../shared/components/LoadError'
import { useMissionHistory, type MissionAuditEntry } from '../api/mission-history'

type Snapshot = MissionAuditEntry['before']

/** Fields whose value differs between before and after ("name: Old → New"). */
function changes(before: Snapshot, after: Snapshot): string[] {
  if (!before || !after || Array.isArray(before) || Array.isArray(after)) {
    const side = (after ?? before) as unknown
    const items = Array.isArray(side) ? side : side ? [side] : []
    return items.map((item) => (item && typeof item === 'object' && 'name' in item ? String((item as { name: unknown }).name) : '')).filter(Boolean)
  }
  // Snapshots are JSON objects here: the columns of the row before and after the change.
  const [was, is] = [before as Record<string, unknown>, after as Record<string, unknown>]
  return Object.keys(is)
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
    .map((key) => `${key}: ${JSON.stringify(was[key])} → ${JSON.stringify(is[key])}`)
}

/** Every recorded change of the mission: who, when, what changed. */
export function HistoryTab({ identity }: { identity: string }) {
  const history = useMissionHistory(identity)
  if (history.error) return <LoadError title="Failed to load History" error={history.error} onRetry={() => void history.refetch()} />
  return (
    <Table<MissionAuditEntry>
      rowKey="id"
      size="small"
      loading={history.isLoading}
      dataSource={history.data ?? []}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      locale={{ emptyText: 'No changes recorded' }}
      columns={[
        { title: 'When', dataIndex: 'createdAt', width: 160, render: (value: string) => formatDateTime(value) },
        { title: 'Who', dataIndex: 'actorEmail', width: 170, ellipsis: { showTitle: true } },
        { title: 'Action', dataIndex: 'action', width: 160, ellipsis: { showTitle: true } },
        {
          title: 'Changes',
          render: (_: unknown, entry) => (
            <Typography.Text style={{ fontSize: 12, wordBreak: 'break-word' }}>
              {changes(entry.before, entry.after).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Typography.Text>
          ),
        },
      ]}
    />
  )
}
