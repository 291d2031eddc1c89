import type { Key, ReactNode } from 'react'
import { Typography } from 'antd'
// The hook behind `theme.useToken()`: antd's `theme` object also holds the dark and compact
// algorithms (about 1 KiB gzip), which no screen of ours uses.
import { useToken } from 'antd/es/theme/internal'

interface SimpleListProps<T> {
  items: readonly T[]
  itemKey: (item: T) => Key
  renderItem: (item: T) => ReactNode
  /** Said in the list's place when it has no item. */
  empty: string
}

/**
 * A short list of lines separated by rules, as antd's small List draws it. antd's List is
 * deprecated (6.6) and brings its Pagination, Grid and Spin (about 4 KiB gzip) to every page
 * that shows a few lines.
 */
export function SimpleList<T>({ items, itemKey, renderItem, empty }: SimpleListProps<T>) {
  const [, token] = useToken()
  if (items.length === 0) {
    return (
      <Typography.Text type="secondary" style={{ display: 'block', padding: token.padding, textAlign: 'center' }}>
        {empty}
      </Typography.Text>
    )
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          style={{
            padding: `${token.paddingXS}px ${token.padding}px`,
            borderBlockEnd: index < items.length - 1 ? `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` : undefined,
          }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  )
}
