import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { notificationKeys, type PushNotificationList } from './notification.types'

const QUERY = `query PushNotifications($page: Int, $limit: Int) { pushNotifications(page: $page, limit: $limit) {
  data { id title body target requestedCount beesNotified deliveredCount deliveredBeeIds sentBy status createdAt finishedAt }
  meta { currentPage totalElements size } } }`
/** While a send is still being delivered the list refreshes quickly, so its outcome shows up. */
const DELIVERING_POLL_MS = 2_000

export function usePushNotifications(page: number, limit: number) {
  return useQuery({
    queryKey: [...notificationKeys.history, page, limit],
    queryFn: async () => (await graphqlRequest<{ pushNotifications: PushNotificationList }>(QUERY, { page, limit })).pushNotifications,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((n) => n.status === 'QUEUED' || n.status === 'SENDING') ? DELIVERING_POLL_MS : POLL_INTERVAL_MS,
  })
}
