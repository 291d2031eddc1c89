import { Button, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd'
import { DeleteOutlined, EditOutlined, KeyOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { displayedRange, formatDateTime } from '@mc/domain'
import { MAYA_PAGE_SIZES, mayaUserMessages, qnsLevelLabel } from '@mc/domain/staff/maya-user.schema'
import { useUrlState } from '../../../shared/hooks/use-url-state'
import type { MayaUser } from '../api/maya-user.types'
import { urlPagination } from '../../../shared/table/url-pagination'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

const LEVEL_COLORS: Record<number, string> = { 3: 'default', 4: 'blue', 5: 'purple' }

interface Props {
  users: MayaUser[]
  loading: boolean
  onDelete: (user: MayaUser) => Promise<void>
}

export function MayaUsersTable({ users, loading, onDelete }: Props) {
  const [{ page, size }, setUrl] = useUrlState({ page: 1, size: 10 })
  const columns: TableColumnsType<MayaUser> = [
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
    {
      title: '',
      key: 'actions',
      width: 130,
      render: (_, user) => (
        <Space>
          <Tooltip title="Edit">
            <Link to={pathTo(paths.editMayaUser, user.id)} aria-label={`Edit ${user.email}`}>
              <Button size="small" icon={<EditOutlined />} />
            </Link>
          </Tooltip>
          <Tooltip title="Reset password">
            <Link to={pathTo(paths.resetMayaPassword, user.id)} aria-label={`Reset password of ${user.email}`}>
              <Button size="small" icon={<KeyOutlined />} />
            </Link>
          </Tooltip>
          <Popconfirm title={mayaUserMessages.confirmDelete(user.firstName)} okText="Yes" cancelText="No" onConfirm={() => onDelete(user)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${user.email}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ]
  return (
    <Table<MayaUser>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      locale={{ emptyText: mayaUserMessages.empty }}
      pagination={urlPagination({ page, size }, (nextPage, nextSize) => setUrl({ page: nextPage, size: nextSize }), {
        pageSizeOptions: [...MAYA_PAGE_SIZES],
        showTotal: (total) => {
          const { from, to } = displayedRange({ currentPage: page, size, totalElements: total })
          return mayaUserMessages.caption(from, to, total)
        },
      })}
    />
  )
}
