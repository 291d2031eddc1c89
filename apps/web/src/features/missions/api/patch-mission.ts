import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MissionPatchInput } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { PatchMissionDocument, type MissionState } from '../../../shared/api/graphql.generated'

/** One input shape for EditMissionState ({ state }), ExtendMission ({ state, endDate }) and the full edit. */
export type PatchMissionVariables = Partial<MissionPatchInput> & { state?: MissionState }

/** patchMission; the mission page (and the campaign's lists) refresh afterwards. */
export function usePatchMission(identity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: PatchMissionVariables) =>
      (await graphqlRequest(PatchMissionDocument, { identity, input })).patchMission,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['missions'] })
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] })
    },
  })
}
