import { useMutation, useQueryClient } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { DeleteDeploymentGroupDocument } from './DeleteDeploymentGroup.document.generated'
import { EditGroupCapDocument } from './EditGroupCap.document.generated'
import { EditGroupFrequencyCapDocument } from './EditGroupFrequencyCap.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'

export type CapKind = 'groupCap' | 'frequencyCap'

/** EditGroupCap, EditGroupFrequencyCap and DeleteDeploymentGroup; each refreshes groups, pins and the mission. */
export function useGroupMutations(missionIdentity: string) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.missions.groups(missionIdentity) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.missions.pins(missionIdentity) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(missionIdentity) }),
    ])
  const editCap = useMutation({
    mutationFn: async ({ kind, identity, value }: { kind: CapKind; identity: string; value: number }) => {
      if (kind === 'groupCap') await graphqlRequest(EditGroupCapDocument, { missionIdentity, identity, responseGroupCap: value })
      else await graphqlRequest(EditGroupFrequencyCapDocument, { missionIdentity, identity, frequencyCap: value })
    },
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (identity: string) => graphqlRequest(DeleteDeploymentGroupDocument, { identity }),
    onSuccess: refresh,
  })
  return { editCap, remove }
}
