import type { ReactNode } from 'react'
import type { ModalProps } from 'antd'
import { Modal } from './modal'
import { useLocation, useNavigate } from 'react-router'

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
