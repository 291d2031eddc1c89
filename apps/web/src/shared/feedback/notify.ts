import type { NotificationInstance } from 'antd/es/notification/interface'

let instance: NotificationInstance | undefined

/** Set once by the app root from antd's App context so toasts follow the theme. */
export function bindNotifications(notification: NotificationInstance): void {
  instance = notification
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown Error'
}

/** The one toast helper: a message, and for failures a description taken from the error. */
export const notify = {
  success(title: string, description?: string): void {
    instance?.success({ title, description, placement: 'topRight' })
  },
  error(title: string, error?: unknown): void {
    instance?.error({ title, description: error === undefined ? undefined : errorMessage(error), placement: 'topRight' })
  },
  /** News that asks nothing of the user: what a colleague just changed ("Jordan Rivera paused 12 pins"). */
  info(title: string, description?: string): void {
    instance?.info({ title, description, placement: 'topRight' })
  },
}
