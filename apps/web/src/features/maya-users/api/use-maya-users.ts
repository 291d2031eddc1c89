import { useQuery, useQueryClient } from '@tanstack/react-query'
import { MAYA_LIST_LIMIT } from '@mc/domain/staff/maya-user.schema'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetMayaUsersDocument } from './GetMayaUsers.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import type { MayaUserList } from './maya-user.types'
import { pollEvery, useRecordChanges } from '../../../shared/live/live'

/** getMayaUsers page 1, limit 500 (001 §7): kept up to date live (a colleague's change is told), polled every 60 s (§9) when the channel is down. */
function useMayaUsersQuery() {
  const queryClient = useQueryClient()
  useRecordChanges('maya-users', ['mayaUser'], () => void queryClient.invalidateQueries({ queryKey: queryKeys.mayaUsers.all }), 'a Maya user')
  return {
    queryKey: queryKeys.mayaUsers.all,
    queryFn: async () => (await graphqlRequest(GetMayaUsersDocument, { page: 1, limit: MAYA_LIST_LIMIT })).getMayaUsers,
    refetchInterval: pollEvery(),
  }
}

/** The list; the table pages in the browser. */
export const useMayaUserRows = () => useQuery({ ...useMayaUsersQuery(), select: (list: MayaUserList) => ({ rows: list.data }) })

/** One user of that list, for its edit and reset-password modals (the route's id is text). */
export const useMayaUser = (id: string) =>
  useQuery({ ...useMayaUsersQuery(), select: (list: MayaUserList) => list.data.find((user) => String(user.id) === id) })
