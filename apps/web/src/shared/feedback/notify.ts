import type { ReactNode } from 'react'
import type { NotificationInstance } from 'antd/es/notification/interface'

let instance: NotificationInstance | undefined

/** Set once by the app root from antd's App context so toasts follow the theme. */
export function bindNotifications(notification: NotificationInstance): void {
  instance = notification
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown Error'
}

/** A toast that offers something to do (an Undo): its buttons, given a way to close the toast, and how long it stays. */
export interface ToastAction {
  actions: (close: () => void) => ReactNode
  /** The toast closes after this long, its countdown shown (hovering does not hold it: the offer ends on time). */
  seconds: number
}

let toastKeys = 0

/** The one toast helper: a message, and for failures a description taken from the error. */
export const notify = {
  /** With `action`, the toast carries its buttons (e.g. Undo, docs/domain/undo.md) for `action.seconds`. */
  success(title: string, description?: string, action?: ToastAction): void {
    const key = `toast-${++toastKeys}`
    const offer = action && { duration: action.seconds, showProgress: true, pauseOnHover: false, actions: action.actions(() => instance?.destroy(key)) }
    instance?.success({ key, title, description, placement: 'topRight', ...offer })
  },
  error(title: string, error?: unknown): void {
    instance?.error({ title, description: error === undefined ? undefined : errorMessage(error), placement: 'topRight' })
  },
  /** News that asks nothing of the user: what a colleague just changed ("Jordan Rivera paused 12 pins"). */
  info(title: string, description?: string): void {
    instance?.info({ title, description, placement: 'topRight' })
  },
}
