import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { PushNotificationsDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'

/** While a send is still being delivered the list refreshes quickly, so its outcome shows up. */
const DELIVERING_POLL_MS = 2_000

export function usePushNotifications(page: number, limit: number) {
  return useQuery({
    queryKey: [...queryKeys.notifications.history, page, limit],
    queryFn: async () => (await graphqlRequest(PushNotificationsDocument, { page, limit })).pushNotifications,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((n) => n.status === 'QUEUED' || n.status === 'SENDING') ? DELIVERING_POLL_MS : POLL_INTERVAL_MS),
  })
}
