import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'

// Lazy: admin screens are code only admins download.
const page = lazyComponent(() => import('./EmployeesPage'), 'EmployeesPage')
const create = lazyComponent(() => import('./components/EmployeeFormModal'), 'EmployeeFormModal')
const edit = lazyComponent(() => import('./EditEmployeeModal'), 'EditEmployeeModal')

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
