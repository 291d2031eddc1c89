import { useMutation, useQueryClient } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { missionKey } from '../../api/mission-details'
import { pinsKey } from '../../pins/api/mission-pins'
import { groupsKey } from './deployment-groups'
import { DeleteDeploymentGroupDocument, EditGroupCapDocument, EditGroupFrequencyCapDocument } from '../../../../shared/api/graphql.generated'

export type CapKind = 'groupCap' | 'frequencyCap'

/** EditGroupCap, EditGroupFrequencyCap and DeleteDeploymentGroup; each refreshes groups, pins and the mission. */
export function useGroupMutations(missionIdentity: string) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupsKey(missionIdentity) }),
      queryClient.invalidateQueries({ queryKey: pinsKey(missionIdentity) }),
      queryClient.invalidateQueries({ queryKey: missionKey(missionIdentity) }),
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
