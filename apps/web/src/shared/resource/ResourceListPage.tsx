import { Button, Card, Popconfirm, Space, Table, Tooltip, type TableColumnsType } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, Outlet } from 'react-router'
import { DEFAULT_TABLE_PAGE_SIZE, displayedRange } from '@mc/domain'
import { PageTitle } from '../components/PageTitle'
import { LoadError } from '../components/LoadError'
import { notify } from '../feedback/notify'
import { useUrlState } from '../hooks/use-url-state'
import { urlPagination } from '../table/url-pagination'
import * as paths from '../routing/paths'
import type { ListResource, RowLink, RowRemoval } from './list-resource'

const noRemoval = () => Promise.resolve()

/** The delete of a declaration's `remove`, with its toasts (a hook either way, so it is always called). */
function useRemoval<T>(remove: RowRemoval<T> | undefined) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: remove?.request ?? noRemoval,
    onSuccess: () => (remove ? queryClient.invalidateQueries({ queryKey: remove.invalidates }) : undefined),
  })
  return async (row: T) => {
    if (!remove) return
    try {
      await mutation.mutateAsync(row)
      notify.success(remove.success(row))
    } catch (error) {
      notify.error(remove.failure(row), error)
    }
  }
}

function LinkButton<T>({ link, row }: { link: RowLink<T>; row: T }) {
  const button = <Button size="small" icon={link.icon} disabled={!link.to} aria-label={link.to ? undefined : link.label(row)} />
  return (
    <Tooltip title={link.tooltip}>
      {link.to ? (
        <Link to={link.to(row)} aria-label={link.label(row)}>
          {button}
        </Link>
      ) : (
        button
      )}
    </Tooltip>
  )
}

/** The declaration's columns, then one of its row buttons when it has any. */
function withActions<T>(resource: ListResource<T>, onDelete: (row: T) => Promise<void>): TableColumnsType<T> {
  const { links = [], remove } = resource
  if (links.length === 0 && !remove) return resource.columns
  const render = (_: unknown, row: T) => {
    const removeButton = remove && (
      <Popconfirm key="delete" title={remove.confirm(row)} okText="Yes" cancelText="No" onConfirm={() => onDelete(row)}>
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={remove.label(row)} />
      </Popconfirm>
    )
    const linkButtons = links.map((link) => <LinkButton key={link.tooltip} link={link} row={row} />)
    if (!removeButton && linkButtons.length === 1) return linkButtons[0]
    return <Space>{remove?.first ? [removeButton, ...linkButtons] : [...linkButtons, removeButton]}</Space>
  }
  return [...resource.columns, { title: '', key: 'actions', width: resource.actionsWidth ?? 56, render }]
}

/** The add button; off with its reason as a tooltip when the declaration says so. */
function AddButton({ add }: { add: NonNullable<ListResource<unknown>['add']> }) {
  const button = (
    <Button type="primary" icon={<PlusOutlined />} disabled={'disabledHint' in add}>
      {add.label}
    </Button>
  )
  return 'disabledHint' in add ? <Tooltip title={add.disabledHint}>{button}</Tooltip> : button
}

/**
 * The one list page of the console's admin tables (001 §2): title with crumbs back to the
 * workbench, the add button, a table paged through the URL (by the server, or over the whole list
 * when the hook gives no total), the row buttons, and the modals as child routes.
 */
export function ResourceListPage<T extends object>({ resource }: { resource: ListResource<T> }) {
  const { title, add, pageSizes, caption } = resource
  const addAction = add && ('disabledHint' in add ? <AddButton add={add} /> : <Link to={add.to}>{<AddButton add={add} />}</Link>)
  const [{ page, size }, setUrl] = useUrlState({ page: 1, size: DEFAULT_TABLE_PAGE_SIZE })
  const list = resource.useRows(page, size)
  const onDelete = useRemoval(resource.remove)
  return (
    <>
      <PageTitle
        title={title}
        crumbs={[{ label: 'Admin Workbench', to: paths.adminWorkbench }, { label: title }]}
        actions={
          resource.actions ? (
            <Space>
              {resource.actions}
              {addAction}
            </Space>
          ) : (
            addAction
          )
        }
      />
      {resource.toolbar}
      {list.isError && <LoadError title={`Failed to load ${title}`} error={list.error} onRetry={() => void list.refetch()} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<T>
          rowKey={resource.rowKey}
          size="middle"
          columns={withActions(resource, onDelete)}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching && !list.data}
          {...(resource.empty ? { locale: { emptyText: resource.empty } } : {})}
          {...resource.table}
          pagination={urlPagination({ page, size, total: list.data?.total }, (nextPage, nextSize) => setUrl({ page: nextPage, size: nextSize }), {
            ...(pageSizes ? { pageSizeOptions: pageSizes } : {}),
            ...(caption
              ? {
                  showTotal: (total: number) => {
                    const { from, to } = displayedRange({ currentPage: page, size, totalElements: total })
                    return caption(from, to, total)
                  },
                }
              : {}),
          })}
        />
      </Card>
      <Outlet />
    </>
  )
}
