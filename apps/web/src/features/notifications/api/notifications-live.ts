import { useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '../../../shared/api/query-keys'
import { useLiveEvents } from '../../../shared/live/live'

/** A send's progress (its status and counts as the server keeps them) reads the history again as it moves. */
export function usePushNotificationsLive(): void {
  const queryClient = useQueryClient()
  useLiveEvents('push-notifications', (event) => {
    if (event.type === 'pushNotification.progress') void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.history })
  })
}
