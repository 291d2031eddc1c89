import type { ReactNode } from 'react'
import { useMe } from '../shared/api/use-me'
import { AdminAccessRequiredPage } from './AdminAccessRequiredPage'

/**
 * Admin routes only for admins as /api/me reports them (isAdmin: the flag or the Admin Workbench
 * application, the server's rule for /api/admin). Everyone else gets the refusal instead of the
 * admin menu and pages whose calls the server would refuse anyway.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useMe()
  // RequireConsoleAccess has loaded /api/me before any admin route renders; nothing shows until then.
  if (!me.data) return null
  if (!me.data.isAdmin) return <AdminAccessRequiredPage />
  return <>{children}</>
}
