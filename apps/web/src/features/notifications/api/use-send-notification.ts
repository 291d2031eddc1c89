import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationInput } from '@mc/domain/staff/notification.schema'
import { graphqlRequest } from '../../../shared/api/graphql'
import { notificationKeys, type SendResult } from './notification.types'

export interface SendRequest {
  notification: NotificationInput
  /** null: all bees. */
  beeIds: string[] | null
}

/** sendNotificationToAllBees, or sendNotificationToBees with the csv's bee ids. */
export function useSendNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ notification, beeIds }: SendRequest): Promise<SendResult> =>
      beeIds
        ? (
            await graphqlRequest<{ sendNotificationToBees: SendResult }>(
              'mutation SendToBees($beeIds: [String!]!, $notification: NotificationInput!) { sendNotificationToBees(beeIds: $beeIds, notification: $notification) { beesNotified beesTargeted } }',
              { beeIds, notification },
            )
          ).sendNotificationToBees
        : (
            await graphqlRequest<{ sendNotificationToAllBees: SendResult }>(
              'mutation SendToAll($notification: NotificationInput!) { sendNotificationToAllBees(notification: $notification) { beesNotified beesTargeted } }',
              { notification },
            )
          ).sendNotificationToAllBees,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.history }),
  })
}
