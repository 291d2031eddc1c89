import { LoadingOutlined } from '@ant-design/icons'
import { Tag } from 'antd'
import { isStoreListProcessed } from '@mc/domain/store-lists/store-list.enums'

/** The list's status with a spinner until it is PROCESSED. */
export function StoreListStatusTag({ status }: { status: string }) {
  const processed = isStoreListProcessed(status)
  return (
    <Tag color={processed ? 'success' : status === 'PROCESSING' ? 'processing' : 'default'} icon={processed ? undefined : <LoadingOutlined spin />}>
      {status}
    </Tag>
  )
}
