import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MissionPatchInput } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'

const PATCH_MISSION = /* GraphQL */ `
  mutation PatchMission($identity: String!, $input: PatchMissionInput!) {
    patchMission(identity: $identity, input: $input) { identity name state endDate }
  }
`

/** One input shape for EditMissionState ({ state }), ExtendMission ({ state, endDate }) and the full edit. */
export type PatchMissionVariables = Partial<MissionPatchInput> & { state?: string }

/** patchMission; the mission page (and the campaign's lists) refresh afterwards. */
export function usePatchMission(identity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: PatchMissionVariables) =>
      (await graphqlRequest<{ patchMission: { identity: string; name: string; state: string; endDate: string } }>(PATCH_MISSION, { identity, input })).patchMission,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['missions'] })
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] })
    },
  })
}
