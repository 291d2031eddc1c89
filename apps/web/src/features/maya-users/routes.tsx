import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'

// Lazy: admin screens are code only admins download.
const page = lazyComponent(() => import('./MayaUsersPage'), 'MayaUsersPage')
const create = lazyComponent(() => import('./components/MayaUserFormModal'), 'MayaUserFormModal')
const edit = lazyComponent(() => import('./MayaUserModals'), 'EditMayaUserModal')
const reset = lazyComponent(() => import('./MayaUserModals'), 'ResetMayaPasswordModal')

/** /admin/mayaUsers with its three modals (paths relative to /admin). */
export const mayaUserRoutes: RouteObject[] = [
  {
    path: 'mayaUsers',
    lazy: page,
    children: [
      { path: 'new', lazy: create },
      { path: ':id/edit', lazy: edit },
      { path: ':id/reset-password', lazy: reset },
    ],
  },
]
