import { useQuery } from '@tanstack/react-query'
import { MAYA_LIST_LIMIT } from '@mc/domain/staff/maya-user.schema'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { GetMayaUsersDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import type { MayaUserList } from './maya-user.types'

const mayaUsersQuery = {
  queryKey: queryKeys.mayaUsers.all,
  queryFn: async () => (await graphqlRequest(GetMayaUsersDocument, { page: 1, limit: MAYA_LIST_LIMIT })).getMayaUsers,
  refetchInterval: POLL_INTERVAL_MS,
}

/** getMayaUsers page 1, limit 500, polled every 60 s (001 §7, §9); the table pages in the browser. */
export const useMayaUserRows = () => useQuery({ ...mayaUsersQuery, select: (list: MayaUserList) => ({ rows: list.data }) })

/** One user of that list, for its edit and reset-password modals (the route's id is text). */
export const useMayaUser = (id: string) => useQuery({ ...mayaUsersQuery, select: (list: MayaUserList) => list.data.find((user) => String(user.id) === id) })
