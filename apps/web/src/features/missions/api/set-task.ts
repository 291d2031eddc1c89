import { useMutation, useQueryClient } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { missionKey } from './mission-details'

const SET_TASK = /* GraphQL */ `
  mutation SetTask($missionIdentity: String!, $taskIdentity: String!) {
    setTask(missionIdentity: $missionIdentity, taskIdentity: $taskIdentity) { identity }
  }
`

export function useSetTask(missionIdentity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (taskIdentity: string) => graphqlRequest(SET_TASK, { missionIdentity, taskIdentity }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: missionKey(missionIdentity) }),
  })
}
