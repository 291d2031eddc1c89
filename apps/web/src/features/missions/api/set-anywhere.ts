import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AnywhereMission } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { missionKey } from './mission-details'
import { SetAnywhereDocument } from '../../../shared/api/graphql.generated'

export function useSetAnywhere(identity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: AnywhereMission) => graphqlRequest(SetAnywhereDocument, { identity, ...values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: missionKey(identity) }),
  })
}
