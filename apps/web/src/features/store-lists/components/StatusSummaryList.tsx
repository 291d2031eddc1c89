import { formatCount } from '@mc/domain'
import { FilterOutlined } from '@ant-design/icons'
import { Button, Flex, List, Tag, Typography } from 'antd'
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
      grid={{ gutter: 16, xs: 1, md: 2, xl: 3 }}
      dataSource={entries}
      locale={{ emptyText: 'No rows yet' }}
      renderItem={(entry) => {
        const selected = active.status === entry.status && active.statusDetail === (entry.statusDetail ?? '')
        return (
          <List.Item>
            <Flex justify="space-between" align="start" gap={12} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '10px 12px' }}>
              <div style={{ minWidth: 0 }}>
                <div>
                  <RowStatusTag status={entry.status} /> <Tag>{formatCount(entry.count)}</Tag>
                </div>
                {entry.statusDetail && (
                  <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
                    {entry.statusDetail}
                  </Typography.Text>
                )}
              </div>
              <Button
                size="small"
                type={selected ? 'primary' : 'default'}
                icon={<FilterOutlined />}
                aria-label={`Filter ${entry.status}${entry.statusDetail ? ` ${entry.statusDetail}` : ''}`}
                onClick={() => onFilter(entry.status, entry.statusDetail ?? '')}
              >
                Filter
              </Button>
            </Flex>
          </List.Item>
        )
      }}
    />
  )
}
