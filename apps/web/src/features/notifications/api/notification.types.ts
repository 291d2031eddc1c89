import type { PageMeta } from '@mc/domain'

/** One past send, as pushNotifications lists it. */
export interface PushNotification {
  id: number
  title: string
  body: string
  target: 'ALL' | 'LIST'
  requestedCount: number
  beesNotified: number
  deliveredCount: number
  deliveredBeeIds: string[]
  sentBy: string
  status: 'QUEUED' | 'SENDING' | 'SENT' | 'FAILED'
  createdAt: string
  finishedAt: string | null
}

export interface SendResult {
  beesNotified: number
  beesTargeted: number
}

export interface PushNotificationList {
  data: PushNotification[]
  meta: PageMeta
}

export const notificationKeys = { history: ['push-notifications'] as const }
