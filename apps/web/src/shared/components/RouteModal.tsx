import { useEffect, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react'
import type { FormInstance, ModalProps } from 'antd'
import { Modal } from './modal'
import { useLocation, useNavigate } from 'react-router'
import { enterSubmits, focusFirstField } from '../forms/form-focus'
import { UnsavedChangesGuard } from '../forms/unsaved-changes'

interface DialogProps extends Omit<ModalProps, 'open'> {
  children: ReactNode
  /** Enter in a one-line text field presses OK (the default, when there is an OK to press); false for a dialog where that would surprise. */
  submitOnEnter?: boolean
}

interface RouteModalProps extends Omit<DialogProps, 'onCancel'> {
  closeTo?: string
  /** The form the modal holds: while it has unsaved changes, closing or leaving asks first (`useUnsavedChanges`). */
  form?: FormInstance
  /** Unsaved changes kept outside `form` (a chosen logo), or the dialog's only ones when it has no form (a chosen file). */
  dirty?: boolean
}

/**
 * A modal that is a route (`/customers/new`, `/missions/:id/brief`): the parent page stays
 * rendered underneath, and closing goes back to the parent path. Escape, the close button and
 * Cancel close it by that navigation, so a form's guard asks before any of them. Focus and keys are
 * `Dialog`'s.
 */
export function RouteModal({ closeTo = '..', children, form, dirty, ...props }: RouteModalProps) {
  const close = useCloseRouteModal(closeTo)
  return (
    <Dialog onCancel={close} {...props}>
      {(form || dirty !== undefined) && <UnsavedChangesGuard form={form} dirty={dirty} />}
      {children}
    </Dialog>
  )
}

/**
 * Every dialog of the console: antd's Modal, shown while it is rendered, with the focus rules
 * (docs/decisions/dialog-focus-and-keys.md). It opens on its first field, Enter in a one-line text field presses OK,
 * and when it goes the focus goes back to the control that opened it (antd does that only after its
 * closing animation, which a dialog unmounted never plays) unless the page it led to takes it
 * (`useOpenResult`). A route's dialog is a `RouteModal`; another (a confirmation, a result, a
 * progress dialog over a route modal) is rendered while it is open. Here rather than in a file of
 * its own so that it loads with RouteModal in one file.
 */
export function Dialog({ children, submitOnEnter = true, ...props }: DialogProps) {
  const body = useRef<HTMLDivElement>(null)
  useDialogFocus(body)
  const { onOk, confirmLoading, okButtonProps } = props
  const pressOk = enterSubmits((event) => {
    if (!confirmLoading && !okButtonProps?.disabled) onOk?.(event as unknown as MouseEvent<HTMLButtonElement>)
  })
  return (
    <Modal open destroyOnHidden maskClosable={false} {...props}>
      <div ref={body} onKeyDown={submitOnEnter && onOk && props.footer !== null ? pressOk : undefined}>
        {children}
      </div>
    </Modal>
  )
}

/** Whether the focus is nowhere the person chose: on the page's body, or in a dialog (this one, going, or a confirmation). */
const focusLost = (): boolean => {
  const active = document.activeElement
  return !active || active === document.body || !!active.closest('.ant-modal-wrap, .ant-modal-root')
}

/** The dialogs shown now, by their bodies, in the order they opened: one opened over another comes after it. */
const shown: RefObject<HTMLDivElement | null>[] = []
/** The opener of a dialog just gone, for a dialog that replaces it (a loading one giving way to its form). */
let handedOver: Element | null = null

/** The shown dialog whose window holds `element`, if any. */
const dialogHolding = (element: Element | null) => {
  const wrap = element?.closest('.ant-modal-wrap')
  return wrap ? shown.find((dialog) => wrap.contains(dialog.current)) : undefined
}

/**
 * The focus back on `opener` once the dialog has gone. Not at once: antd's focus lock pulls the focus
 * back into the dialog until the lock is released after the unmount, and a confirmation closing
 * (Discard your changes?) holds its own lock until its animation ends; so it is tried each frame
 * for a second, while the focus is still lost and no dialog has opened since.
 */
function giveFocusBack(opener: Element | null) {
  handedOver = opener
  const before = [...shown]
  let tries = 0
  const attempt = () => {
    if (handedOver === opener) handedOver = null
    if (shown.some((dialog) => !before.includes(dialog)) || !(opener instanceof HTMLElement) || !opener.isConnected || !focusLost()) return
    opener.focus({ preventScroll: true })
    if (document.activeElement !== opener && ++tries < 60) requestAnimationFrame(attempt)
  }
  setTimeout(attempt, 0)
}

/**
 * Opens the dialog on its first field: tried each frame until it holds (the dialog is hidden for its
 * first frame, and a form may wait for its data), given up once the person presses a key or clicks,
 * and never taken from a dialog in front of it.
 * When the dialog goes, the focus returns to the control that opened it, if that is still there.
 */
function useDialogFocus(body: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    // Taken before the dialog takes the focus: the button or link that opened it, on the page or in
    // a dialog under this one (a route modal's), or else the opener of the dialog this one replaces.
    const active = document.activeElement
    const opener = active && active !== document.body && (!active.closest('.ant-modal-wrap') || dialogHolding(active)) ? active : handedOver
    shown.push(body)
    return () => {
      shown.splice(shown.indexOf(body), 1)
      giveFocusBack(opener)
    }
  }, [body])

  useEffect(() => {
    let frame = 0
    let tries = 0
    const stop = () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', stop, true)
      document.removeEventListener('pointerdown', stop, true)
    }
    // Another dialog in front (Restore what you typed?) keeps the focus until it closes; one under
    // this one (the route modal a progress dialog opened over) does not.
    const inFront = () => {
      const wrap = document.activeElement?.closest('.ant-modal-wrap')
      const under = shown.slice(0, shown.indexOf(body))
      return !!wrap && !wrap.contains(body.current) && !under.some((dialog) => wrap.contains(dialog.current))
    }
    const attempt = () => {
      if (body.current && !inFront() && focusFirstField(body.current)) return stop()
      // About ten seconds of frames: a form whose data never comes does not keep trying.
      if (++tries < 600) frame = requestAnimationFrame(attempt)
      else stop()
    }
    document.addEventListener('keydown', stop, true)
    document.addEventListener('pointerdown', stop, true)
    attempt()
    return stop
  }, [body])
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
