import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd'
import { countOf, formatCount, formatDateTime } from '@mc/domain'
import { useUrlState } from '../../../shared/hooks/use-url-state'
import { LoadError } from '../../../shared/components/LoadError'
import { usePushNotifications } from '../api/use-push-notifications'
import type { PushNotification } from '../api/notification.types'
import { urlPagination } from '../../../shared/table/url-pagination'

const STATUS_COLORS: Record<PushNotification['status'], string> = { QUEUED: 'default', SENDING: 'processing', SENT: 'success', FAILED: 'error' }

const columns: TableColumnsType<PushNotification> = [
  { title: 'Sent', dataIndex: 'createdAt', width: 180, render: (value: string) => formatDateTime(new Date(value)) },
  { title: 'Title', dataIndex: 'title', width: 200, ellipsis: true },
  { title: 'Message', dataIndex: 'body', ellipsis: true },
  {
    title: 'Audience',
    key: 'audience',
    width: 150,
    render: (_, n) => (n.target === 'ALL' ? 'All bees' : countOf(n.requestedCount, 'listed bee')),
  },
  { title: 'Push Enabled', dataIndex: 'beesNotified', width: 120, align: 'right', render: (count: number) => formatCount(count) },
  { title: 'Delivered', dataIndex: 'deliveredCount', width: 100, align: 'right', render: (count: number) => formatCount(count) },
  { title: 'Status', dataIndex: 'status', width: 110, render: (status: PushNotification['status']) => <Tag color={STATUS_COLORS[status]}>{status}</Tag> },
  { title: 'Sent By', dataIndex: 'sentBy', width: 220, ellipsis: true },
]

function DeliveredBees({ notification }: { notification: PushNotification }) {
  if (notification.deliveredBeeIds.length === 0) return <Typography.Text type="secondary">No deliveries recorded yet.</Typography.Text>
  const more = notification.deliveredCount - notification.deliveredBeeIds.length
  return (
    <Space size={[4, 4]} wrap aria-label={`Delivered to (notification ${notification.id})`}>
      <Typography.Text strong>Delivered to:</Typography.Text>
      {notification.deliveredBeeIds.map((id) => (
        <Tag key={id}>{id}</Tag>
      ))}
      {more > 0 && <Typography.Text type="secondary">and {formatCount(more)} more</Typography.Text>}
    </Space>
  )
}

/** Past sends: who sent what, to whom, and how many bees it reached; expand a row for the bees. */
export function PastSendsTable() {
  const [{ sendsPage, sendsSize }, setUrl] = useUrlState({ sendsPage: 1, sendsSize: 10 })
  const list = usePushNotifications(sendsPage, sendsSize)
  if (list.isError) return <LoadError title="Failed to load past notifications" error={list.error} onRetry={() => void list.refetch()} />
  return (
    <Table<PushNotification>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.data?.data ?? []}
      loading={list.isLoading}
      locale={{ emptyText: 'No notifications sent yet' }}
      expandable={{ expandedRowRender: (n) => <DeliveredBees notification={n} /> }}
      pagination={urlPagination({ page: sendsPage, size: sendsSize, total: list.data?.meta.totalElements ?? 0 }, (page, size) =>
        setUrl({ sendsPage: page, sendsSize: size }),
      )}
    />
  )
}
