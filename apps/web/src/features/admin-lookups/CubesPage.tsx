import { Typography } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { cubeTypeLabel } from '@mc/domain/staff/lookup-tables.schema'
import { useCubes } from './api/use-lookup-lists'
import type { SisenseCube } from './api/lookup.types'
import { AuditCell, FlagTag } from '../../shared/resource/cells'
import { adminScreens } from '../../shared/resource/admin-screens'
import type { ListResource } from '../../shared/resource/list-resource'
import { ResourceListPage } from '../../shared/resource/ResourceListPage'

// Creating and editing cubes is disabled for everyone in the console (001 §2, §6).
const DISABLED_HINT = 'Analytics cubes are managed in Sisense'

const cubes: ListResource<SisenseCube> = {
  title: adminScreens.analyticsCubes.title,
  rowKey: 'id',
  useRows: useCubes,
  add: { label: 'Add Row', disabledHint: DISABLED_HINT },
  columns: [
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
  ],
  // No `to`: the edit button is off and says why.
  links: [{ tooltip: DISABLED_HINT, icon: <EditOutlined />, label: (cube) => `Edit ${cube.name}` }],
}

/** /admin/sisense_cubes: read-only in the console. */
export const CubesPage = () => <ResourceListPage resource={cubes} />
