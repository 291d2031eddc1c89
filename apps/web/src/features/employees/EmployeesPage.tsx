import { Button, Card } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { Link, Outlet } from 'react-router'
import { employeeMessages } from '@mc/domain/staff/employee.messages'
import { PageTitle } from '../../shared/components/PageTitle'
import { LoadError } from '../../shared/components/LoadError'
import { notify } from '../../shared/feedback/notify'
import { useEmployees } from './api/use-employees'
import { useDeleteEmployee } from './api/use-delete-employee'
import { EmployeesTable } from './components/EmployeesTable'
import type { Employee } from './api/employee.types'
import * as paths from '../../shared/routing/paths'

/** /admin/employees: the table; /new and /{identity}/edit open their modals over it. */
export function EmployeesPage() {
  const employees = useEmployees()
  const remove = useDeleteEmployee()

  const onDelete = async (employee: Employee) => {
    try {
      await remove.mutateAsync(employee.identity)
      notify.success(employeeMessages.deleted(employee.firstName))
    } catch (error) {
      notify.error(employeeMessages.deleteFailed(employee.firstName), error)
    }
  }

  return (
    <>
      <PageTitle
        title="Employees"
        crumbs={[{ label: 'Admin Workbench', to: paths.adminWorkbench }, { label: 'Employees' }]}
        actions={
          <Link to={paths.newEmployee}>
            <Button type="primary" icon={<PlusOutlined />}>
              Add Employee
            </Button>
          </Link>
        }
      />
      {employees.isError && <LoadError title="Failed to load Employees" error={employees.error} onRetry={() => void employees.refetch()} />}
      <Card styles={{ body: { padding: 0 } }}>
        <EmployeesTable employees={employees.data ?? []} loading={employees.isLoading} onDelete={onDelete} />
      </Card>
      <Outlet />
    </>
  )
}
