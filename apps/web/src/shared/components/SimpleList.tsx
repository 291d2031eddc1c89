import type { Key, ReactNode } from 'react'
import { Typography, theme } from 'antd'

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
  const { token } = theme.useToken()
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
