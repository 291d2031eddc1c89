import type { RouteObject } from 'react-router'

// Lazy: admin screens are code only admins download.
const page = async () => ({ Component: (await import('./EmployeesPage')).EmployeesPage })
const create = async () => ({ Component: (await import('./components/EmployeeFormModal')).EmployeeFormModal })
const edit = async () => ({ Component: (await import('./EditEmployeeModal')).EditEmployeeModal })

/** /admin/employees with its create and edit modals (paths relative to /admin). */
export const employeeRoutes: RouteObject[] = [
  {
    path: 'employees',
    lazy: page,
    children: [
      { path: 'new', lazy: create },
      { path: ':identity/edit', lazy: edit },
    ],
  },
]
