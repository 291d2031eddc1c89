import { useMutation, useQueryClient } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { SetTaskDocument } from './SetTask.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'

export function useSetTask(missionIdentity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (taskIdentity: string) => graphqlRequest(SetTaskDocument, { missionIdentity, taskIdentity }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(missionIdentity) }),
  })
}
