import { Button, Tooltip, Typography, type TableColumnsType } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { cubeTypeLabel } from '@mc/domain/staff/lookup-tables.schema'
import { useCubes } from './api/use-lookup-lists'
import type { SisenseCube } from './api/lookup.types'
import { AuditCell, FlagTag } from './components/flag-tag'
import { AdminTablePage } from './components/AdminTablePage'

// Creating and editing cubes is disabled for everyone in the console (001 §2, §6).
const DISABLED_HINT = 'Analytics cubes are managed in Sisense'

const columns: TableColumnsType<SisenseCube> = [
  {
    title: 'Sisense',
    dataIndex: 'sisense_id',
    width: 130,
    render: (value: string) => (
      <Typography.Text code ellipsis={{ tooltip: value }} style={{ maxWidth: 110 }}>
        {value}
      </Typography.Text>
    ),
  },
  { title: 'Sisense Cube Types', dataIndex: 'sisense_cube_type_id', width: 100, render: (value: number) => cubeTypeLabel(value) },
  { title: 'Name', dataIndex: 'name', width: 140 },
  // Wraps rather than widening the table: every column fits beside both menus at 1440 px.
  { title: 'Description', dataIndex: 'description' },
  { title: 'Active', dataIndex: 'is_active', width: 76, render: (value: boolean) => <FlagTag value={value} /> },
  { title: 'Deleted', dataIndex: 'is_deleted', width: 80, render: (value: boolean) => <FlagTag value={value} on="red" /> },
  { title: 'Created', key: 'created', width: 170, render: (_, cube) => <AuditCell at={cube.created_at} by={cube.created_by} /> },
  {
    title: '',
    key: 'edit',
    width: 56,
    render: (_, cube) => (
      <Tooltip title={DISABLED_HINT}>
        <Button size="small" icon={<EditOutlined />} disabled aria-label={`Edit ${cube.name}`} />
      </Tooltip>
    ),
  },
]

/** /admin/sisense_cubes: read-only in the console. */
export function CubesPage() {
  return <AdminTablePage title="Analytics Cubes" columns={columns} rowKey="id" useList={useCubes} addRow={{ disabledHint: DISABLED_HINT }} />
}
