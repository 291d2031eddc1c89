import { Flex, Typography } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { useResponsibilities } from './api/use-lookup-lists'
import type { Responsibility } from './api/lookup.types'
import { AuditCell, FlagTag } from '../../shared/resource/cells'
import { adminScreens } from '../../shared/resource/admin-screens'
import type { ListResource } from '../../shared/resource/list-resource'
import { ResourceListPage } from '../../shared/resource/ResourceListPage'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

/** Server-paged, 10 rows by default; Add Row and edit open modals. */
const responsibilities: ListResource<Responsibility> = {
  title: adminScreens.responsibilities.title,
  rowKey: 'identity',
  useRows: useResponsibilities,
  add: { label: 'Add Row', to: paths.newResponsibility },
  table: { tableLayout: 'fixed' },
  columns: [
    { title: 'Identity', dataIndex: 'identity', width: 136, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: 'Name', dataIndex: 'name', width: 170 },
    { title: 'Description', dataIndex: 'description' },
    { title: 'Active', dataIndex: 'is_active', width: 76, render: (value: boolean) => <FlagTag value={value} /> },
    { title: 'Deleted', dataIndex: 'is_deleted', width: 80, render: (value: boolean) => <FlagTag value={value} on="red" /> },
    {
      // One audit column, created over updated: two side by side pushed the edit button off a 1440 px screen.
      title: 'Created / Updated',
      key: 'audit',
      width: 220,
      render: (_, row) => (
        <Flex vertical gap={4}>
          <AuditCell label="Created" at={row.created_at} by={row.created_by} />
          {row.updated_at !== row.created_at && <AuditCell label="Updated" at={row.updated_at} by={row.updated_by} />}
        </Flex>
      ),
    },
  ],
  links: [{ tooltip: 'Edit', icon: <EditOutlined />, label: (row) => `Edit ${row.name}`, to: (row) => pathTo(paths.editResponsibility, row.identity) }],
}

/** /admin/responsibilities. */
export const ResponsibilitiesPage = () => <ResourceListPage resource={responsibilities} />
