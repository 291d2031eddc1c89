import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Brief } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { SetBriefPrettyDocument } from './SetBriefPretty.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'

export function useSetBrief(missionIdentity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Brief) => graphqlRequest(SetBriefPrettyDocument, { missionIdentity, input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(missionIdentity) }),
  })
}
