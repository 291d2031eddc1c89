import type { ReactNode } from 'react'
import { Modal, type ModalProps } from 'antd'
import { useNavigate } from 'react-router'

/**
 * A modal that is a route (`/customers/new`, `/missions/:id/brief`): the parent page stays
 * rendered underneath, and closing goes back to the parent path.
 */
export function RouteModal({ closeTo = '..', children, ...props }: Omit<ModalProps, 'open' | 'onCancel'> & { closeTo?: string; children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <Modal open destroyOnHidden maskClosable={false} onCancel={() => navigate(closeTo, { relative: 'path' })} {...props}>
      {children}
    </Modal>
  )
}

export function useCloseRouteModal(closeTo = '..') {
  const navigate = useNavigate()
  return () => navigate(closeTo, { relative: 'path' })
}
