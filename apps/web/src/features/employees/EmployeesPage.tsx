import { Space, Tag } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { formatDate } from '@mc/domain'
import { employeeMessages } from '@mc/domain/staff/employee.messages'
import { graphqlRequest } from '../../shared/api/graphql'
import { DeleteEmployeeDocument } from './api/DeleteEmployee.document.generated'
import { queryKeys } from '../../shared/api/query-keys'
import { EmailAddress } from '../../shared/components/EmailAddress'
import { FlagTag } from '../../shared/resource/cells'
import { adminScreens } from '../../shared/resource/admin-screens'
import { deleteTexts, type ListResource } from '../../shared/resource/list-resource'
import { ResourceListPage } from '../../shared/resource/ResourceListPage'
import { useEmployeeRows } from './api/use-employees'
import type { Employee } from './api/employee.types'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

const fullName = (employee: Employee) => `${employee.firstName} ${employee.lastName}`

/** 001 §2 Employees: client-side pages over the polled list; /new and /{identity}/edit are modals over it. */
const employees: ListResource<Employee> = {
  title: adminScreens.employees.title,
  rowKey: 'identity',
  useRows: useEmployeeRows,
  add: { label: 'Add Employee', to: paths.newEmployee },
  empty: employeeMessages.empty,
  pageSizes: [10, 25, 50, 100],
  columns: [
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
    { title: 'Active', dataIndex: 'isActive', width: 72, render: (active: boolean) => <FlagTag value={active} /> },
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
  ],
  links: [{ tooltip: 'Edit', icon: <EditOutlined />, label: (e) => `Edit ${fullName(e)}`, to: (e) => pathTo(paths.editEmployee, e.identity) }],
  remove: {
    request: (employee) => graphqlRequest(DeleteEmployeeDocument, { identity: employee.identity }),
    invalidates: queryKeys.employees.all,
    label: (e) => `Delete ${fullName(e)}`,
    ...deleteTexts(employeeMessages, (e: Employee) => e.firstName),
  },
  actionsWidth: 84,
}

/** /admin/employees. */
export const EmployeesPage = () => <ResourceListPage resource={employees} />
