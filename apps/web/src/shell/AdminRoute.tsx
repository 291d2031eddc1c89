import { AdminLayout } from './AdminLayout'
import { RequireAdmin } from './RequireAdmin'

/** /admin and below: the admin menu and pages, for admins only (the refusal for anyone else). */
export function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  )
}
