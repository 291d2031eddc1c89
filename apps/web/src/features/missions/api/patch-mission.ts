import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MissionPatchInput } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import type { MissionState } from '../../../shared/api/graphql.generated'
import { PatchMissionDocument } from './PatchMission.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'

/** One input shape for EditMissionState ({ state }), ExtendMission ({ state, endDate }) and the full edit. */
export type PatchMissionVariables = Partial<MissionPatchInput> & { state?: MissionState }

/** patchMission; afterwards this mission's page, the active-mission pickers and the campaign pages (their mission lists) refresh. */
export function usePatchMission(identity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: PatchMissionVariables) => (await graphqlRequest(PatchMissionDocument, { identity, input })).patchMission,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(identity) })
      void queryClient.invalidateQueries({ queryKey: queryKeys.missions.activeList })
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all })
    },
  })
}
