import { Button, Popconfirm, Space, Tooltip, Typography, type TableColumnsType } from 'antd'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { lookupMessages } from '@mc/domain/staff/lookup-tables.schema'
import { notify } from '../../shared/feedback/notify'
import { useDeleteMapping, useMappings } from './api/use-mappings'
import type { DashboardMapping } from './api/lookup.types'
import { auditTime, FlagTag } from './components/flag-tag'
import { AdminTablePage } from './components/AdminTablePage'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

const unavailable = (text: string) => (
  <Typography.Text type="secondary" italic>
    {text}
  </Typography.Text>
)

/** /admin/sisense_dashboard_responsibilities: which dashboards each responsibility sees. */
export function MappingsPage() {
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
    {
      title: 'Responsibility',
      dataIndex: 'responsibility_name',
      render: (name: string | null) => name ?? unavailable(lookupMessages.unavailableResponsibility),
    },
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
            <Link to={pathTo(paths.editDashboardMapping, mapping.id)} aria-label={`Edit mapping ${mapping.id}`}>
              <Button size="small" icon={<EditOutlined />} />
            </Link>
          </Tooltip>
        </Space>
      ),
    },
  ]
  return <AdminTablePage title="Dashboard/Responsibilities" columns={columns} rowKey="id" useList={useMappings} addRow={{ to: paths.newDashboardMapping }} />
}
