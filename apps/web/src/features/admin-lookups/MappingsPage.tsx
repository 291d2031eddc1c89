import { Typography } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { lookupMessages } from '@mc/domain/staff/lookup-tables.schema'
import { queryKeys } from '../../shared/api/query-keys'
import { deleteMapping, useMappings } from './api/use-mappings'
import type { DashboardMapping } from './api/lookup.types'
import { auditTime, FlagTag } from '../../shared/resource/cells'
import { adminScreens } from '../../shared/resource/admin-screens'
import type { ListResource } from '../../shared/resource/list-resource'
import { ResourceListPage } from '../../shared/resource/ResourceListPage'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

const unavailable = (text: string) => (
  <Typography.Text type="secondary" italic>
    {text}
  </Typography.Text>
)

/** Which dashboards each responsibility sees; the edit is a full page, not a modal over the list. */
const mappings: ListResource<DashboardMapping> = {
  title: adminScreens.dashboardMappings.title,
  rowKey: 'id',
  useRows: useMappings,
  add: { label: 'Add Row', to: paths.newDashboardMapping },
  columns: [
    {
      title: 'Responsibility',
      dataIndex: 'responsibility_name',
      render: (name: string | null) => name ?? unavailable(lookupMessages.unavailableResponsibility),
    },
    { title: 'Dashboard', dataIndex: 'sisense_dashboard_name', render: (name: string | null) => name ?? unavailable(lookupMessages.unavailableDashboard) },
    { title: 'Active', dataIndex: 'is_active', width: 90, render: (value: boolean) => <FlagTag value={value} /> },
    { title: 'Created', dataIndex: 'created_at', width: 180, render: auditTime },
    { title: 'Created By', dataIndex: 'created_by', width: 220, ellipsis: true },
  ],
  links: [{ tooltip: 'Edit', icon: <EditOutlined />, label: (m) => `Edit mapping ${m.id}`, to: (m) => pathTo(paths.editDashboardMapping, m.id) }],
  remove: {
    request: deleteMapping,
    invalidates: queryKeys.lookups.mappings,
    label: (m) => `Delete mapping ${m.id}`,
    confirm: () => lookupMessages.confirmDelete,
    success: () => lookupMessages.mappingDeleted,
    failure: () => lookupMessages.mappingDeleteFailed,
    first: true,
  },
  actionsWidth: 96,
}

/** /admin/sisense_dashboard_responsibilities. */
export const MappingsPage = () => <ResourceListPage resource={mappings} />
