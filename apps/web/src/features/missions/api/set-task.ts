import { useMutation, useQueryClient } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { missionKey } from './mission-details'
import { SetTaskDocument } from '../../../shared/api/graphql.generated'

export function useSetTask(missionIdentity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (taskIdentity: string) => graphqlRequest(SetTaskDocument, { missionIdentity, taskIdentity }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: missionKey(missionIdentity) }),
  })
}
