import type { ReactNode } from 'react'
import { Button, Card, Table, Tooltip, type TableColumnsType, type TableProps } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link, Outlet } from 'react-router'
import { DEFAULT_TABLE_PAGE_SIZE } from '@mc/domain'
import { PageTitle } from '../../../shared/components/PageTitle'
import { LoadError } from '../../../shared/components/LoadError'
import { useUrlState } from '../../../shared/hooks/use-url-state'
import { urlPagination } from '../../../shared/table/url-pagination'
import * as paths from '../../../shared/routing/paths'

/** One server page of a lookup table, as the page's list hook returns it. */
export interface TablePage<T> {
  rows: T[]
  total: number
}

interface AdminTablePageProps<T> {
  /** Title, last crumb and the load-error heading ("Failed to load {title}"). */
  title: string
  columns: TableColumnsType<T>
  rowKey: keyof T & string
  /** The list hook for a page (1-based) of `size` rows. */
  useList: (page: number, size: number) => UseQueryResult<TablePage<T>>
  /** Add Row opens `to` (the table's `new` child route); with `disabledHint` instead the button is off and says why. */
  addRow: { to: string } | { disabledHint: string }
  table?: Pick<TableProps<T>, 'tableLayout' | 'scroll'>
  extraActions?: ReactNode
}

/**
 * The one shape of an Admin Workbench table (001 §2): title with crumbs back to the workbench, Add
 * Row, a server-paged table whose page and size live in the URL, and its modals as child routes.
 */
export function AdminTablePage<T extends object>({ title, columns, rowKey, useList, addRow, table, extraActions }: AdminTablePageProps<T>) {
  const [{ page, size }, setUrl] = useUrlState({ page: 1, size: DEFAULT_TABLE_PAGE_SIZE })
  const list = useList(page, size)
  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} disabled={'disabledHint' in addRow}>
      Add Row
    </Button>
  )
  return (
    <>
      <PageTitle
        title={title}
        crumbs={[{ label: 'Admin Workbench', to: paths.adminWorkbench }, { label: title }]}
        actions={
          <>
            {extraActions}
            {'disabledHint' in addRow ? <Tooltip title={addRow.disabledHint}>{addButton}</Tooltip> : <Link to={addRow.to}>{addButton}</Link>}
          </>
        }
      />
      {list.isError && <LoadError title={`Failed to load ${title}`} error={list.error} onRetry={() => void list.refetch()} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<T>
          rowKey={rowKey}
          size="middle"
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching && !list.data}
          {...table}
          pagination={urlPagination({ page, size, total: list.data?.total ?? 0 }, (nextPage, nextSize) => setUrl({ page: nextPage, size: nextSize }))}
        />
      </Card>
      <Outlet />
    </>
  )
}
