import { useMutation, useQueryClient } from '@tanstack/react-query'
import { repriceOutcome, type RepriceResult, type RepriceRow } from '@mc/domain'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { missionKey } from '../../api/mission-details'
import { groupsKey } from '../../groups/api/deployment-groups'
import { pinsKey } from '../../pins/api/mission-pins'

const VALIDATE_PINS = /* GraphQL */ `
  query ValidatePins($missionIdentity: String!, $orgPlaceIdentities: [String!]!) {
    validateMissionOrgPlaces(missionIdentity: $missionIdentity, orgPlaceIdentities: $orgPlaceIdentities) { validOrgPlaceIdentities }
  }
`
const REPRICE_PINS = /* GraphQL */ `
  mutation RepricePins($missionIdentity: String!, $pins: [RepricePinInput!]!) {
    repricePins(missionIdentity: $missionIdentity, pins: $pins) { success total failure }
  }
`

/** ValidatePins: which of the csv's org place identities are pins of the mission. */
export async function validatePins(missionIdentity: string, orgPlaceIdentities: string[]): Promise<Set<string>> {
  if (orgPlaceIdentities.length === 0) return new Set()
  const data = await graphqlRequest<{ validateMissionOrgPlaces: { validOrgPlaceIdentities: string[] } }>(VALIDATE_PINS, {
    missionIdentity,
    orgPlaceIdentities: [...new Set(orgPlaceIdentities)],
  })
  return new Set(data.validateMissionOrgPlaces.validOrgPlaceIdentities)
}

/** repricePins; a failed call counts as zero everywhere (000 §7). Success refreshes the pins. */
export function useRepricePins(missionIdentity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (rows: RepriceRow[]): Promise<RepriceResult & { error?: unknown }> => {
      try {
        const data = await graphqlRequest<{ repricePins: RepriceResult }>(REPRICE_PINS, { missionIdentity, pins: rows })
        return repriceOutcome(data.repricePins)
      } catch (error) {
        return { ...repriceOutcome(null), error }
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pinsKey(missionIdentity) }),
        queryClient.invalidateQueries({ queryKey: groupsKey(missionIdentity) }),
        queryClient.invalidateQueries({ queryKey: missionKey(missionIdentity) }),
      ]),
  })
}
