import { LoadingOutlined } from '@ant-design/icons'
import { Tag, Tooltip } from 'antd'
import { rowStatusShowsSpinner } from '@mc/domain/store-lists/store-list.enums'

/** A row status; a spinner for every status but the two final ones (001 §4). */
export function RowStatusTag({ status, detail }: { status: string; detail?: string | null }) {
  const color = status === 'PIN_ADDED_TO_MISSION' ? 'success' : status === 'ERROR' ? 'error' : 'processing'
  const tag = (
    <Tag color={color} icon={rowStatusShowsSpinner(status) ? <LoadingOutlined spin /> : undefined}>
      {status}
    </Tag>
  )
  return detail ? <Tooltip title={detail}>{tag}</Tooltip> : tag
}
