import { Tag, Typography } from 'antd'
import { formatDateTime } from '@mc/domain'

/** Yes / No flags of the lookup tables, coloured so a scan down the column reads at once. */
export const FlagTag = ({ value, on = 'green' }: { value: boolean; on?: string }) => (value ? <Tag color={on}>Yes</Tag> : <Tag>No</Tag>)

/** 'MMM D, YYYY h:mma'; empty when never set. */
export const auditTime = (value: string | null) => (value ? formatDateTime(new Date(value)) : '')

/** An audit column: when, and by whom underneath (keeps the admin tables narrow enough to read). */
export function AuditCell({ at, by, label }: { at: string | null; by: string | null; label?: string }) {
  if (!at) return null
  return (
    <div style={{ lineHeight: 1.3 }}>
      <div style={{ whiteSpace: 'nowrap' }}>
        {label && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {label}{' '}
          </Typography.Text>
        )}
        {auditTime(at)}
      </div>
      {by && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: by }}>
          {by}
        </Typography.Text>
      )}
    </div>
  )
}
