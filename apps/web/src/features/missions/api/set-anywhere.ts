import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AnywhereMission } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { missionKey } from './mission-details'

const SET_ANYWHERE = /* GraphQL */ `
  mutation SetAnywhere($identity: String!, $basePrice: Float!, $frequencyCap: Int!) {
    setBasePriceAndfrequencyCapForAnywhereMission(identity: $identity, basePrice: $basePrice, frequencyCap: $frequencyCap) { identity }
  }
`

export function useSetAnywhere(identity: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: AnywhereMission) => graphqlRequest(SET_ANYWHERE, { identity, ...values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: missionKey(identity) }),
  })
}
