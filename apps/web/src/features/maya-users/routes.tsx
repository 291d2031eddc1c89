import type { RouteObject } from 'react-router'

// Lazy: admin screens are code only admins download.
const page = async () => ({ Component: (await import('./MayaUsersPage')).MayaUsersPage })
const create = async () => ({ Component: (await import('./components/MayaUserFormModal')).MayaUserFormModal })
const edit = async () => ({ Component: (await import('./MayaUserModals')).EditMayaUserModal })
const reset = async () => ({ Component: (await import('./MayaUserModals')).ResetMayaPasswordModal })

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
