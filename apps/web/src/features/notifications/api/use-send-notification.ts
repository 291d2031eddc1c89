import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationInput } from '@mc/domain/staff/notification.schema'
import { graphqlRequest } from '../../../shared/api/graphql'
import { SendToAllDocument } from './SendToAll.document.generated'
import { SendToBeesDocument } from './SendToBees.document.generated'
import { type SendResult } from './notification.types'
import { queryKeys } from '../../../shared/api/query-keys'

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
        ? (await graphqlRequest(SendToBeesDocument, { beeIds, notification })).sendNotificationToBees
        : (await graphqlRequest(SendToAllDocument, { notification })).sendNotificationToAllBees,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.history }),
  })
}
