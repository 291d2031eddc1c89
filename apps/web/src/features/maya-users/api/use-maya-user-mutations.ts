import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MayaUserCreate, MayaUserPatch } from '@mc/domain/staff/maya-user.schema'
import { graphqlRequest } from '../../../shared/api/graphql'
import { CreateMayaUsersDocument } from './CreateMayaUsers.document.generated'
import { PatchMayaUsersDocument } from './PatchMayaUsers.document.generated'
import { type MayaUser } from './maya-user.types'
import { queryKeys } from '../../../shared/api/query-keys'

function useMayaMutation<T>(mutationFn: (input: T) => Promise<MayaUser>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mayaUsers.all }) })
}

/** CreateMayaUsers, or patchMayaUsers for the edit form; the create's answer carries the API token, the one time it can be shown. */
export const useSaveMayaUser = (id?: number) =>
  useMayaMutation(async (input: MayaUserCreate | MayaUserPatch) =>
    id === undefined
      ? (await graphqlRequest(CreateMayaUsersDocument, { input: input as MayaUserCreate })).CreateMayaUsers
      : (await graphqlRequest(PatchMayaUsersDocument, { id, input })).patchMayaUsers,
  )

/** patchMayaUsers with only the new password (the reset form). */
export const useResetMayaPassword = (id: number) =>
  useMayaMutation(async (password: string) => (await graphqlRequest(PatchMayaUsersDocument, { id, input: { password } })).patchMayaUsers)
