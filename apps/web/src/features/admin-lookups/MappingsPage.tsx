import { Button, Card, Popconfirm, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Link, Outlet } from 'react-router'
import { DEFAULT_TABLE_PAGE_SIZE } from '@mc/domain'
import { lookupMessages } from '@mc/domain/staff/lookup-tables.schema'
import { PageTitle } from '../../shared/components/PageTitle'
import { LoadError } from '../../shared/components/LoadError'
import { notify } from '../../shared/feedback/notify'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { useDeleteMapping, useMappings } from './api/use-mappings'
import type { DashboardMapping } from './api/lookup.types'
import { auditTime, FlagTag } from './components/flag-tag'
import { urlPagination } from '../../shared/table/url-pagination'

const unavailable = (text: string) => <Typography.Text type="secondary" italic>{text}</Typography.Text>

/** /admin/sisense_dashboard_responsibilities: which dashboards each responsibility sees. */
export function MappingsPage() {
  const [{ page, size }, setUrl] = useUrlState({ page: 1, size: DEFAULT_TABLE_PAGE_SIZE })
  const list = useMappings(page, size)
  const remove = useDeleteMapping()

  const onDelete = async (mapping: DashboardMapping) => {
    try {
      await remove.mutateAsync(mapping.id)
      notify.success(lookupMessages.mappingDeleted)
    } catch (error) {
      notify.error(lookupMessages.mappingDeleteFailed, error)
    }
  }

  const columns: TableColumnsType<DashboardMapping> = [
    { title: 'Responsibility', dataIndex: 'responsibility_name', render: (name: string | null) => name ?? unavailable(lookupMessages.unavailableResponsibility) },
    { title: 'Dashboard', dataIndex: 'sisense_dashboard_name', render: (name: string | null) => name ?? unavailable(lookupMessages.unavailableDashboard) },
    { title: 'Active', dataIndex: 'is_active', width: 90, render: (value: boolean) => <FlagTag value={value} /> },
    { title: 'Created', dataIndex: 'created_at', width: 180, render: auditTime },
    { title: 'Created By', dataIndex: 'created_by', width: 220, ellipsis: true },
    {
      title: '',
      key: 'actions',
      width: 96,
      render: (_, mapping) => (
        <Space>
          <Popconfirm title={lookupMessages.confirmDelete} okText="Yes" cancelText="No" onConfirm={() => onDelete(mapping)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete mapping ${mapping.id}`} />
          </Popconfirm>
          <Tooltip title="Edit">
            <Link to={`${mapping.id}/edit`} aria-label={`Edit mapping ${mapping.id}`}>
              <Button size="small" icon={<EditOutlined />} />
            </Link>
          </Tooltip>
        </Space>
      ),
    },
  ]

  return (
    <>
      <PageTitle
        title="Dashboard/Responsibilities"
        crumbs={[{ label: 'Admin Workbench', to: '/admin/index' }, { label: 'Dashboard/Responsibilities' }]}
        actions={
          <Link to="new">
            <Button type="primary" icon={<PlusOutlined />}>
              Add Row
            </Button>
          </Link>
        }
      />
      {list.isError && <LoadError title="Failed to load Mappings" error={list.error} onRetry={() => void list.refetch()} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<DashboardMapping>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.sisense_dashboard_responsibilities ?? []}
          loading={list.isFetching && !list.data}
          pagination={urlPagination({ page, size, total: list.data?.metadata.totalElements ?? 0 }, (nextPage, nextSize) => setUrl({ page: nextPage, size: nextSize }))}
        />
      </Card>
      <Outlet />
    </>
  )
}
