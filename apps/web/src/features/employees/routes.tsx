import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import * as paths from '../../shared/routing/paths'

// Lazy: admin screens are code only admins download.
const page = lazyComponent(() => import('./EmployeesPage'), 'EmployeesPage')
const create = lazyComponent(() => import('./components/EmployeeFormModal'), 'EmployeeFormModal')
const edit = lazyComponent(() => import('./EditEmployeeModal'), 'EditEmployeeModal')

/** The employees table with its create and edit modals (nested under /admin). */
export const employeeRoutes: RouteObject[] = [
  {
    path: paths.employees,
    lazy: page,
    children: [
      { path: paths.newEmployee, lazy: create },
      { path: paths.editEmployee, lazy: edit },
    ],
  },
]
