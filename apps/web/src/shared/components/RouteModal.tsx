import type { ReactNode } from 'react'
import type { FormInstance, ModalProps } from 'antd'
import { Modal } from './modal'
import { useLocation, useNavigate } from 'react-router'
import { UnsavedChangesGuard } from '../forms/unsaved-changes'

interface RouteModalProps extends Omit<ModalProps, 'open' | 'onCancel'> {
  closeTo?: string
  children: ReactNode
  /** The form the modal holds: while it has unsaved changes, closing or leaving asks first (`useUnsavedChanges`). */
  form?: FormInstance
  /** Unsaved changes kept outside `form` (a chosen logo), or the dialog's only ones when it has no form (a chosen file). */
  dirty?: boolean
}

/**
 * A modal that is a route (`/customers/new`, `/missions/:id/brief`): the parent page stays
 * rendered underneath, and closing goes back to the parent path. Escape, the close button and
 * Cancel close it by that navigation, so a form's guard asks before any of them.
 */
export function RouteModal({ closeTo = '..', children, form, dirty, ...props }: RouteModalProps) {
  const close = useCloseRouteModal(closeTo)
  return (
    <Modal open destroyOnHidden maskClosable={false} onCancel={close} {...props}>
      {(form || dirty !== undefined) && <UnsavedChangesGuard form={form} dirty={dirty} />}
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
