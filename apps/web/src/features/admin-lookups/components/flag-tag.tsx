import { Tag } from 'antd'
import { formatDateTime } from '@mc/domain'

/** Yes / No flags of the lookup tables, coloured so a scan down the column reads at once. */
export const FlagTag = ({ value, on = 'green' }: { value: boolean; on?: string }) => (value ? <Tag color={on}>Yes</Tag> : <Tag>No</Tag>)

/** 'MMM D, YYYY h:mma' for audit timestamps; empty when never set. */
export const auditTime = (value: string | null) => (value ? formatDateTime(new Date(value)) : '')
