import { Tag } from 'antd'
import { EditOutlined, KeyOutlined } from '@ant-design/icons'
import { formatDateTime } from '@mc/domain'
import { MAYA_PAGE_SIZES, mayaUserMessages, qnsLevelLabel } from '@mc/domain/staff/maya-user.schema'
import { graphqlRequest } from '../../shared/api/graphql'
import { DeleteMayaUsersDocument } from './api/DeleteMayaUsers.document.generated'
import { queryKeys } from '../../shared/api/query-keys'
import { adminScreens } from '../../shared/resource/admin-screens'
import { deleteTexts, type ListResource } from '../../shared/resource/list-resource'
import { ResourceListPage } from '../../shared/resource/ResourceListPage'
import { useMayaUserRows } from './api/use-maya-users'
import type { MayaUser } from './api/maya-user.types'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

const LEVEL_COLORS: Record<number, string> = { 3: 'default', 4: 'blue', 5: 'purple' }

/** Active Maya users, paged in the browser; /new, /{id}/edit and /{id}/reset-password are modals over it. */
const mayaUsers: ListResource<MayaUser> = {
  title: adminScreens.mayaUsers.title,
  rowKey: 'id',
  useRows: useMayaUserRows,
  add: { label: 'Add Maya Users', to: paths.newMayaUser },
  empty: mayaUserMessages.empty,
  pageSizes: [...MAYA_PAGE_SIZES],
  caption: mayaUserMessages.caption,
  table: { size: 'large' },
  columns: [
    { title: 'Email', dataIndex: 'email' },
    { title: 'First Name', dataIndex: 'firstName' },
    { title: 'Last Name', dataIndex: 'lastName' },
    {
      title: 'User Access',
      dataIndex: 'qnsLevel',
      width: 130,
      render: (level: number) => <Tag color={LEVEL_COLORS[level]}>{qnsLevelLabel(level)}</Tag>,
    },
    { title: 'Created', dataIndex: 'createdAt', width: 190, render: (value: string) => formatDateTime(new Date(value)) },
  ],
  links: [
    { tooltip: 'Edit', icon: <EditOutlined />, label: (user) => `Edit ${user.email}`, to: (user) => pathTo(paths.editMayaUser, user.id) },
    {
      tooltip: 'Reset password',
      icon: <KeyOutlined />,
      label: (user) => `Reset password of ${user.email}`,
      to: (user) => pathTo(paths.resetMayaPassword, user.id),
    },
  ],
  remove: {
    request: (user) => graphqlRequest(DeleteMayaUsersDocument, { id: user.id }),
    invalidates: queryKeys.mayaUsers.all,
    label: (user) => `Delete ${user.email}`,
    ...deleteTexts(mayaUserMessages, (user: MayaUser) => user.firstName),
  },
  actionsWidth: 130,
}

/** /admin/mayaUsers. */
export const MayaUsersPage = () => <ResourceListPage resource={mayaUsers} />
