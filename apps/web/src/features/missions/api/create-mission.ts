import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MissionCreateInput } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'

const CREATE_MISSION = /* GraphQL */ `
  mutation CreateMission($input: CreateMissionInput!) { createMission(input: $input) { identity name } }
`

export function useCreateMission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: MissionCreateInput) =>
      (await graphqlRequest<{ createMission: { identity: string; name: string } }>(CREATE_MISSION, { input })).createMission,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
  })
}
