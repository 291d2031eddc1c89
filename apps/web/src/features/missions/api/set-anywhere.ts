import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AnywhereMission } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { SetAnywhereDocument } from './SetAnywhere.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'

export function useSetAnywhere(identity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: AnywhereMission) => graphqlRequest(SetAnywhereDocument, { identity, ...values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(identity) }),
  })
}
