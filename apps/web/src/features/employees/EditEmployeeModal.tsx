import { RecordFromRoute } from '../../shared/resource/RecordFromRoute'
import { useEmployee } from './api/use-employees'
import { EmployeeFormModal } from './components/EmployeeFormModal'

/** /admin/employees/{identity}/edit: the employee comes from the list the page already polls. */
export const EditEmployeeModal = () => (
  <RecordFromRoute param="identity" useRecord={useEmployee} title="Edit Employee" missing="This employee no longer exists.">
    {(employee) => <EmployeeFormModal key={employee.identity} employee={employee} />}
  </RecordFromRoute>
)
