import { Table, Typography } from 'antd'
import { describeMissionChange, formatDateTime } from '@mc/domain'
import { EmailAddress } from '../../../shared/components/EmailAddress'
import { LoadError } from '../../../shared/components/LoadError'
import { useMissionHistory, type MissionAuditEntry } from '../api/mission-history'

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
        // E-mails are written out whole (they wrap), never cut: who did it is the point of the column.
        { title: 'Who', dataIndex: 'actorEmail', width: 220, render: (email: string) => <EmailAddress email={email} /> },
        { title: 'Action', dataIndex: 'action', width: 160, ellipsis: { showTitle: true } },
        {
          title: 'Changes',
          render: (_: unknown, entry) => (
            <Typography.Text style={{ fontSize: 12, wordBreak: 'break-word' }}>
              {describeMissionChange(entry).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Typography.Text>
          ),
        },
      ]}
    />
  )
}
