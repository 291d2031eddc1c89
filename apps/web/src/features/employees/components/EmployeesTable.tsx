import { Button, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { formatDate } from '@mc/domain'
import { employeeMessages } from '@mc/domain/staff/employee.messages'
import { useUrlState } from '../../../shared/hooks/use-url-state'
import type { Employee } from '../api/employee.types'
import { urlPagination } from '../../../shared/table/url-pagination'
import { EmailAddress } from '../../../shared/components/EmailAddress'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

interface Props {
  employees: Employee[]
  loading: boolean
  onDelete: (employee: Employee) => Promise<void>
}

/** 001 §2 Employees table: client-side pages over the polled list, page and size in the URL. */
export function EmployeesTable({ employees, loading, onDelete }: Props) {
  const [{ page, size }, setUrl] = useUrlState({ page: 1, size: 10 })
  const columns: TableColumnsType<Employee> = [
    // Widths add up to the room beside both menus at 1440 px: nothing scrolls sideways, long
    // e-mails and titles wrap instead.
    { title: 'First Name', dataIndex: 'firstName', width: 100 },
    { title: 'Last Name', dataIndex: 'lastName', width: 100 },
    { title: 'Title', dataIndex: 'title', width: 130 },
    {
      title: 'Credentials',
      key: 'credentials',
      render: (_, employee) => (
        <Space direction="vertical" size={0}>
          {employee.credentials.map((credential) => (
            <EmailAddress key={credential.email} email={credential.email} />
          ))}
        </Space>
      ),
    },
    {
      title: 'Active',
      dataIndex: 'isActive',
      width: 72,
      render: (active: boolean) => (active ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>),
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      width: 112,
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(new Date(value))}</span>,
    },
    {
      title: 'Apps',
      key: 'apps',
      width: 180,
      render: (_, employee) => (
        <Space size={[4, 4]} wrap>
          {employee.applications.map((app) => (
            <Tag key={app.identity} color={app.name === 'Admin Workbench' ? 'purple' : 'blue'}>
              {app.name}
            </Tag>
          ))}
          {employee.isAdmin && <Tag color="gold">Admin</Tag>}
        </Space>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 84,
      render: (_, employee) => (
        <Space>
          <Tooltip title="Edit">
            <Link to={pathTo(paths.editEmployee, employee.identity)} aria-label={`Edit ${employee.firstName} ${employee.lastName}`}>
              <Button size="small" icon={<EditOutlined />} />
            </Link>
          </Tooltip>
          <Popconfirm title={employeeMessages.confirmDelete(employee.firstName)} okText="Yes" cancelText="No" onConfirm={() => onDelete(employee)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${employee.firstName} ${employee.lastName}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ]
  return (
    <Table<Employee>
      rowKey="identity"
      size="middle"
      columns={columns}
      dataSource={employees}
      loading={loading}
      locale={{ emptyText: employeeMessages.empty }}
      pagination={urlPagination({ page, size }, (nextPage, nextSize) => setUrl({ page: nextPage, size: nextSize }), { pageSizeOptions: [10, 25, 50, 100] })}
    />
  )
}
