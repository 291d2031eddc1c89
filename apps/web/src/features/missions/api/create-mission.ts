import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MissionCreateInput } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { CreateMissionDocument } from './CreateMission.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'

export function useCreateMission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: MissionCreateInput) => (await graphqlRequest(CreateMissionDocument, { input })).createMission,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
  })
}
