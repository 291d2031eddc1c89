import type { ReactNode } from 'react'
import { Modal, type ModalProps } from 'antd'
import { Link, useLocation, useNavigate } from 'react-router'
import { usePreloadOnIntent } from '../routing/preload'

/**
 * A modal that is a route (`/customers/new`, `/missions/:id/brief`): the parent page stays
 * rendered underneath, and closing goes back to the parent path.
 */
export function RouteModal({ closeTo = '..', children, ...props }: Omit<ModalProps, 'open' | 'onCancel'> & { closeTo?: string; children: ReactNode }) {
  const close = useCloseRouteModal(closeTo)
  return (
    <Modal open destroyOnHidden maskClosable={false} onCancel={close} {...props}>
      {children}
    </Modal>
  )
}

/**
 * Opened from a page of the console, closing steps back in history, so the page underneath comes
 * back exactly as it was (its tab, filters and table page live in the query string). Opened from
 * a pasted link, there is nothing to go back to: it goes to `closeTo` instead.
 */
export function useCloseRouteModal(closeTo = '..') {
  const navigate = useNavigate()
  const location = useLocation()
  return () => {
    if (location.key === 'default') void navigate(closeTo, { relative: 'path' })
    else void navigate(-1)
  }
}

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
