import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MayaUserCreate, MayaUserPatch } from '@mc/domain/staff/maya-user.schema'
import { graphqlRequest } from '../../../shared/api/graphql'
import { MAYA_USER_FIELDS, mayaUserKeys, type MayaUser } from './maya-user.types'

function useMayaMutation<T>(mutationFn: (input: T) => Promise<MayaUser>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: mayaUserKeys.all }) })
}

const PATCH = `mutation PatchMayaUsers($id: Int!, $input: MayaUserPatchInput!) { patchMayaUsers(id: $id, input: $input) { ${MAYA_USER_FIELDS} } }`

/** CreateMayaUsers: the answer carries the API token, the one time it can be shown. */
export const useCreateMayaUser = () =>
  useMayaMutation(async (input: MayaUserCreate) =>
    (await graphqlRequest<{ CreateMayaUsers: MayaUser }>(`mutation CreateMayaUsers($input: MayaUserCreateInput!) { CreateMayaUsers(input: $input) { ${MAYA_USER_FIELDS} } }`, { input })).CreateMayaUsers,
  )

/** patchMayaUsers for the edit form. */
export const useUpdateMayaUser = (id: number) =>
  useMayaMutation(async (input: MayaUserPatch) => (await graphqlRequest<{ patchMayaUsers: MayaUser }>(PATCH, { id, input })).patchMayaUsers)

/** patchMayaUsers with only the new password (the reset form). */
export const useResetMayaPassword = (id: number) =>
  useMayaMutation(async (password: string) => (await graphqlRequest<{ patchMayaUsers: MayaUser }>(PATCH, { id, input: { password } })).patchMayaUsers)

export const useDeleteMayaUser = () =>
  useMayaMutation(async (id: number) =>
    (await graphqlRequest<{ DeleteMayaUsers: MayaUser }>(`mutation DeleteMayaUsers($id: Int!) { DeleteMayaUsers(id: $id) { ${MAYA_USER_FIELDS} } }`, { id })).DeleteMayaUsers,
  )
