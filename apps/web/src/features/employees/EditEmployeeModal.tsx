import { Spin } from 'antd'
import { useParams } from 'react-router'
import { RouteModal } from '../../shared/components/RouteModal'
import { useEmployees } from './api/use-employees'
import { EmployeeFormModal } from './components/EmployeeFormModal'

/** /admin/employees/{identity}/edit: the employee comes from the list the page already polls. */
export function EditEmployeeModal() {
  const { identity } = useParams()
  const employees = useEmployees()
  const employee = employees.data?.find((e) => e.identity === identity)
  if (!employee) {
    return (
      <RouteModal closeTo="../.." title="Edit Employee" footer={null}>
        {employees.isLoading ? <Spin /> : 'This employee no longer exists.'}
      </RouteModal>
    )
  }
  return <EmployeeFormModal key={employee.identity} employee={employee} />
}
