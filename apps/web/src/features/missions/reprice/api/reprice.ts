import { useMutation, useQueryClient } from '@tanstack/react-query'
import { repriceOutcome, type RepriceResult, type RepriceRow } from '@mc/domain'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { RepricePinsDocument } from './RepricePins.document.generated'
import { ValidatePinsDocument } from './ValidatePins.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'

/** ValidatePins: which of the csv's org place identities are pins of the mission. */
export async function validatePins(missionIdentity: string, orgPlaceIdentities: string[]): Promise<Set<string>> {
  if (orgPlaceIdentities.length === 0) return new Set()
  const data = await graphqlRequest(ValidatePinsDocument, {
    missionIdentity,
    orgPlaceIdentities: [...new Set(orgPlaceIdentities)],
  })
  return new Set(data.validateMissionOrgPlaces.validOrgPlaceIdentities)
}

/** repricePins; a failed call counts as zero everywhere (000 §7). Success refreshes the pins; its undo id offers Undo (docs/domain/undo.md). */
export function useRepricePins(missionIdentity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (rows: RepriceRow[]): Promise<RepriceResult & { error?: unknown; undoId?: string | null }> => {
      try {
        const data = await graphqlRequest(RepricePinsDocument, { missionIdentity, pins: rows })
        return { ...repriceOutcome(data.repricePins), undoId: data.repricePins.undoId }
      } catch (error) {
        return { ...repriceOutcome(null), error }
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.pins(missionIdentity) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.groups(missionIdentity) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(missionIdentity) }),
      ]),
  })
}
