import type { PushNotificationsQuery, SendToAllMutation } from '../../../shared/api/graphql.generated'

export type PushNotificationList = PushNotificationsQuery['pushNotifications']
/** One past send, as pushNotifications lists it. */
export type PushNotification = PushNotificationList['data'][number]
export type SendResult = SendToAllMutation['sendNotificationToAllBees']
