import { employeeMessages } from '@mc/domain/staff/employee.messages'
import { employeeInputSchema, type EmployeeFormValues } from '@mc/domain/staff/employee.schema'
import { RecordFormModal, type FormField } from '../../../shared/resource/RecordFormModal'
import { useApplications } from '../api/use-employees'
import { useSaveEmployee } from '../api/use-save-employee'
import type { Employee } from '../api/employee.types'
import { queryKeys } from '../../../shared/api/query-keys'
import { recordChangedBy } from '../../../shared/live/live'

const fields = (applications: FormField['options']): FormField[] => [
  { name: 'firstName', label: 'First Name', input: 'text', required: true, half: true },
  { name: 'lastName', label: 'Last Name', input: 'text', required: true, half: true },
  { name: 'title', label: 'Title', input: 'text', required: true },
  { name: 'email', label: 'Email', input: 'text', required: true, inputProps: { type: 'email', autoComplete: 'off' } },
  { name: 'officeLocation', label: 'Location', input: 'text', inputProps: { placeholder: 'e.g. Austin, TX' } },
  { name: 'applicationIdentities', label: 'Applications', input: 'checkboxes', options: applications },
  { name: 'isActive', label: 'Active', input: 'switch', half: true },
  { name: 'isAdmin', label: 'Admin', input: 'switch', half: true, tooltip: 'Admins reach the Admin Workbench without the application.' },
]

/** Create (no `employee`) or edit; a success goes back to the list (001 §4). */
export function EmployeeFormModal({ employee }: { employee?: Employee }) {
  const save = useSaveEmployee(employee?.identity)
  const applications = useApplications()
  const initial: EmployeeFormValues = employee
    ? {
        firstName: employee.firstName,
        lastName: employee.lastName,
        title: employee.title,
        email: employee.email ?? '',
        officeLocation: employee.officeLocation ?? '',
        applicationIdentities: employee.applicationIdentities,
        isActive: employee.isActive,
        isAdmin: employee.isAdmin,
      }
    : { firstName: '', lastName: '', title: '', email: '', officeLocation: '', applicationIdentities: [], isActive: true, isAdmin: false }

  return (
    <RecordFormModal
      editing={!!employee}
      title={employee ? 'Edit Employee' : 'New Employee'}
      okText={employee ? 'Save Employee' : 'Create Employee'}
      width={620}
      fields={fields((applications.data ?? []).map((app) => ({ label: app.name, value: app.identity })))}
      schema={employeeInputSchema}
      initial={initial}
      save={save}
      live={employee && { key: `employee:${employee.identity}`, changedBy: recordChangedBy('employee', employee.identity), queryKey: queryKeys.employees.all }}
      messages={{
        success: (row) => (employee ? employeeMessages.updated(row.firstName) : employeeMessages.created(row.firstName)),
        failure: (input) => (employee ? employeeMessages.updateFailed(input.firstName) : employeeMessages.createFailed(input.firstName)),
      }}
    />
  )
}
