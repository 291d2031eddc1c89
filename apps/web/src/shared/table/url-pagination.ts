import type { TablePaginationConfig } from 'antd'

/**
 * The one way a list table pages: page and size come from the URL state of the page, and
 * changing the page size goes back to page 1 (the old page may not exist at the new size).
 */
export function urlPagination(
  current: { page: number; size: number; total?: number | undefined },
  go: (page: number, size: number) => void,
  extra: Omit<TablePaginationConfig, 'current' | 'pageSize' | 'total' | 'onChange'> = {},
): TablePaginationConfig {
  return {
    current: current.page,
    pageSize: current.size,
    ...(current.total === undefined ? {} : { total: current.total }),
    showSizeChanger: true,
    onChange: (page, size) => go(size === current.size ? page : 1, size),
    ...extra,
  }
}
