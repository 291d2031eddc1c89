import { Empty, type TableColumnsType } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { useParams } from 'react-router'
import { lookupTableResources, type LookupTable, type LookupTableResource } from '@mc/domain/staff/lookup-tables.resources'
import { lookupTableScreens, type LookupScreen } from '@mc/domain/staff/lookup-tables.screens'
import { useLookupPage } from './api/use-lookup-lists'
import { auditTime, FlagTag } from '../../shared/resource/cells'
import type { ListResource } from '../../shared/resource/list-resource'
import { ResourceListPage } from '../../shared/resource/ResourceListPage'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

type Row = Record<string, unknown>

const cell = (column: string) => (value: unknown) => {
  if (column === 'is_deleted') return <FlagTag value={value === true} on="red" />
  if (column.startsWith('is_')) return <FlagTag value={value === true} />
  if (column.endsWith('_at')) return auditTime(value as string | null)
  return value as string
}

/** The list declaration of a table's screen: its declared headers, Add Row and edit when it declares its form. */
function listOf(resource: LookupTableResource, screen: LookupScreen, table: string): ListResource<Row> {
  const columns: TableColumnsType<Row> = Object.entries(screen.headers).map(([column, title]) => ({ title, dataIndex: column, render: cell(column) }))
  const editable = !!(screen.fields && resource.writes)
  return {
    title: screen.title,
    rowKey: resource.key,
    columns,
    useRows: (page, size) => useLookupPage<Row>(table as LookupTable, page, size),
    add: editable ? { label: 'Add Row', to: pathTo(paths.newAdminLookupRow, table) } : { label: 'Add Row', disabledHint: `${screen.title} are read-only` },
    links: editable
      ? [
          {
            tooltip: 'Edit',
            icon: <EditOutlined />,
            label: (row) => `Edit ${String(row.name ?? row[resource.key])}`,
            to: (row) => pathTo(paths.editAdminLookupRow, table, String(row[resource.key])),
          },
        ]
      : [],
  }
}

/** /admin/{table}: a declared lookup table without a screen of its own. */
export function LookupTablePage() {
  const { table = '' } = useParams()
  const resource = (lookupTableResources as Record<string, LookupTableResource | undefined>)[table]
  const screen = lookupTableScreens[table]
  if (!resource || !screen) return <Empty description="There is no such table." />
  return <ResourceListPage key={table} resource={listOf(resource, screen, table)} />
}
