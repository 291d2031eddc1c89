import { FilterOutlined } from '@ant-design/icons'
import { Button, List, Tag, Typography } from 'antd'
import type { StatusSummaryEntry } from '../api/store-list.types'
import { RowStatusTag } from './RowStatusTag'

interface Props {
  entries: StatusSummaryEntry[]
  active: { status: string; statusDetail: string }
  onFilter: (status: string, statusDetail: string) => void
}

/** Each status (and detail) with its count and a button that filters the rows table to it. */
export function StatusSummaryList({ entries, active, onFilter }: Props) {
  return (
    <List
      size="small"
      dataSource={entries}
      locale={{ emptyText: 'No rows yet' }}
      renderItem={(entry) => {
        const selected = active.status === entry.status && active.statusDetail === (entry.statusDetail ?? '')
        return (
          <List.Item
            actions={[
              <Button
                key="filter"
                size="small"
                type={selected ? 'primary' : 'default'}
                icon={<FilterOutlined />}
                aria-label={`Filter ${entry.status}${entry.statusDetail ? ` ${entry.statusDetail}` : ''}`}
                onClick={() => onFilter(entry.status, entry.statusDetail ?? '')}
              >
                Filter
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  <RowStatusTag status={entry.status} /> <Tag>{entry.count.toLocaleString('en-US')}</Tag>
                </span>
              }
              description={entry.statusDetail ? <Typography.Text type="secondary">{entry.statusDetail}</Typography.Text> : null}
            />
          </List.Item>
        )
      }}
    />
  )
}
