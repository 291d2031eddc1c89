import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import * as paths from '../../shared/routing/paths'

// Lazy: admin screens are code only admins download.
const page = lazyComponent(() => import('./MayaUsersPage'), 'MayaUsersPage')
const create = lazyComponent(() => import('./components/MayaUserFormModal'), 'MayaUserFormModal')
const edit = lazyComponent(() => import('./MayaUserModals'), 'EditMayaUserModal')
const reset = lazyComponent(() => import('./MayaUserModals'), 'ResetMayaPasswordModal')

/** The Maya users table with its three modals (nested under /admin). */
export const mayaUserRoutes: RouteObject[] = [
  {
    path: paths.mayaUsers,
    lazy: page,
    children: [
      { path: paths.newMayaUser, lazy: create },
      { path: paths.editMayaUser, lazy: edit },
      { path: paths.resetMayaPassword, lazy: reset },
    ],
  },
]
