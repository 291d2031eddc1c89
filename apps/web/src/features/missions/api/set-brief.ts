import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Brief } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { missionKey } from './mission-details'

const SET_BRIEF = /* GraphQL */ `
  mutation SetBriefPretty($missionIdentity: String!, $input: BriefPrettyInput!) {
    setBriefPretty(missionIdentity: $missionIdentity, input: $input) { requirement }
  }
`

export function useSetBrief(missionIdentity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Brief) => graphqlRequest(SET_BRIEF, { missionIdentity, input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: missionKey(missionIdentity) }),
  })
}
