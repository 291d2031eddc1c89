import { useMutation, useQueryClient } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { missionKey } from '../../api/mission-details'
import { pinsKey } from '../../pins/api/mission-pins'
import { groupsKey } from './deployment-groups'

const EDIT_GROUP_CAP = /* GraphQL */ `
  mutation EditGroupCap($missionIdentity: String!, $identity: String!, $responseGroupCap: Int!) {
    editGroupCap(missionIdentity: $missionIdentity, identity: $identity, responseGroupCap: $responseGroupCap) { identity }
  }
`
const EDIT_GROUP_FREQUENCY_CAP = /* GraphQL */ `
  mutation EditGroupFrequencyCap($missionIdentity: String!, $identity: String!, $frequencyCap: Int!) {
    editGroupFrequencyCap(missionIdentity: $missionIdentity, identity: $identity, frequencyCap: $frequencyCap) { identity }
  }
`
const DELETE_DEPLOYMENT_GROUP = /* GraphQL */ `
  mutation DeleteDeploymentGroup($identity: String!) { deleteDeploymentGroup(identity: $identity) { identity } }
`

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
    mutationFn: ({ kind, identity, value }: { kind: CapKind; identity: string; value: number }) =>
      kind === 'groupCap'
        ? graphqlRequest(EDIT_GROUP_CAP, { missionIdentity, identity, responseGroupCap: value })
        : graphqlRequest(EDIT_GROUP_FREQUENCY_CAP, { missionIdentity, identity, frequencyCap: value }),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (identity: string) => graphqlRequest(DELETE_DEPLOYMENT_GROUP, { identity }),
    onSuccess: refresh,
  })
  return { editCap, remove }
}
