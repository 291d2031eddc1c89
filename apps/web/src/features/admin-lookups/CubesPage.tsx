import { Button, Card, Table, Tooltip, Typography, type TableColumnsType } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import { DEFAULT_TABLE_PAGE_SIZE } from '@mc/domain'
import { cubeTypeLabel } from '@mc/domain/staff/lookup-tables.schema'
import { PageTitle } from '../../shared/components/PageTitle'
import { LoadError } from '../../shared/components/LoadError'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { useCubes } from './api/use-lookup-lists'
import type { SisenseCube } from './api/lookup.types'
import { AuditCell, FlagTag } from './components/flag-tag'
import { urlPagination } from '../../shared/table/url-pagination'

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
  { title: 'Sisense Cube Types', dataIndex: 'sisense_cube_type_id', width: 110, render: (value: number) => cubeTypeLabel(value) },
  { title: 'Name', dataIndex: 'name', width: 160 },
  { title: 'Description', dataIndex: 'description' },
  { title: 'Active', dataIndex: 'is_active', width: 76, render: (value: boolean) => <FlagTag value={value} /> },
  { title: 'Deleted', dataIndex: 'is_deleted', width: 80, render: (value: boolean) => <FlagTag value={value} on="red" /> },
  { title: 'Created', key: 'created', width: 190, render: (_, cube) => <AuditCell at={cube.created_at} by={cube.created_by} /> },
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
  const [{ page, size }, setUrl] = useUrlState({ page: 1, size: DEFAULT_TABLE_PAGE_SIZE })
  const list = useCubes(page, size)
  return (
    <>
      <PageTitle
        title="Analytics Cubes"
        crumbs={[{ label: 'Admin Workbench', to: '/admin/index' }, { label: 'Analytics Cubes' }]}
        actions={
          <Tooltip title={DISABLED_HINT}>
            <Button type="primary" icon={<PlusOutlined />} disabled>
              Add Row
            </Button>
          </Tooltip>
        }
      />
      {list.isError && <LoadError title="Failed to load Analytics Cubes" error={list.error} onRetry={() => void list.refetch()} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<SisenseCube>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.sisense_cubes ?? []}
          loading={list.isFetching && !list.data}
          scroll={{ x: 'max-content' }}
          pagination={urlPagination({ page, size, total: list.data?.meta.totalElements ?? 0 }, (nextPage, nextSize) => setUrl({ page: nextPage, size: nextSize }))}
        />
      </Card>
    </>
  )
}
