// Apart from RouteModal.tsx, so a page with links to its modals does not load antd's Modal until one opens.
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { usePreloadOnIntent } from '../routing/preload'

/**
 * Opens a route modal (a relative path such as `reprice`) and keeps the page's query string: the
 * page underneath stays as it was while the modal is open (the Pins tab stays the Pins tab).
 */
export function RouteModalLink({ to, children }: { to: string; children: ReactNode }) {
  const { search } = useLocation()
  return (
    <Link to={{ pathname: to, search }} {...usePreloadOnIntent(to)}>
      {children}
    </Link>
  )
}
