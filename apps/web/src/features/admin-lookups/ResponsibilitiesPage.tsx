import { Button, Flex, Tooltip, Typography, type TableColumnsType } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { useResponsibilities } from './api/use-lookup-lists'
import type { Responsibility } from './api/lookup.types'
import { AuditCell, FlagTag } from './components/flag-tag'
import { AdminTablePage } from './components/AdminTablePage'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

const columns: TableColumnsType<Responsibility> = [
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
  {
    title: '',
    key: 'edit',
    width: 56,
    render: (_, row) => (
      <Tooltip title="Edit">
        <Link to={pathTo(paths.editResponsibility, row.identity)} aria-label={`Edit ${row.name}`}>
          <Button size="small" icon={<EditOutlined />} />
        </Link>
      </Tooltip>
    ),
  },
]

/** /admin/responsibilities: server-paged, 10 rows by default; Add Row and edit open modals. */
export function ResponsibilitiesPage() {
  return (
    <AdminTablePage
      title="Responsibilities"
      columns={columns}
      rowKey="identity"
      useList={useResponsibilities}
      addRow={{ to: paths.newResponsibility }}
      table={{ tableLayout: 'fixed' }}
    />
  )
}
