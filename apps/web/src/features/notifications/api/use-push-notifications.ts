import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { PushNotificationsDocument } from './PushNotifications.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePushNotificationsLive } from './notifications-live'
import { pollInterval } from '../../../shared/live/live'

/** While a send is still being delivered and the live channel is down, the list refreshes quickly, so its outcome shows up. */
const DELIVERING_POLL_MS = 2_000

export function usePushNotifications(page: number, limit: number) {
  usePushNotificationsLive()
  return useQuery({
    queryKey: [...queryKeys.notifications.history, page, limit],
    queryFn: async () => (await graphqlRequest(PushNotificationsDocument, { page, limit })).pushNotifications,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((n) => n.status === 'QUEUED' || n.status === 'SENDING') ? pollInterval(DELIVERING_POLL_MS) : pollInterval(),
  })
}
