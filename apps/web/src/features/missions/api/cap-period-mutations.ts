import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CapPeriodForm } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { missionKey } from './mission-details'

const CREATE = /* GraphQL */ `
  mutation CreateMissionCapPeriod($customerName: String, $legacyIdentity: Int!, $missionCapPeriods: [MissionCapPeriodInput!]!) {
    createMissionCapPeriod(customerName: $customerName, legacyIdentity: $legacyIdentity, missionCapPeriods: $missionCapPeriods) { id }
  }
`
const UPDATE = /* GraphQL */ `
  mutation UpdateMissionCapPeriod($customerName: String, $legacyIdentity: Int!, $missionCapPeriods: [MissionCapPeriodInput!]!) {
    updateMissionCapPeriod(customerName: $customerName, legacyIdentity: $legacyIdentity, missionCapPeriods: $missionCapPeriods) { id }
  }
`
const DELETE = /* GraphQL */ `
  mutation DeleteMissionCapPeriod($customerName: String, $legacyIdentity: Int!, $missionCapPeriodId: ID!) {
    deleteMissionCapPeriod(customerName: $customerName, legacyIdentity: $legacyIdentity, missionCapPeriodId: $missionCapPeriodId) { id }
  }
`

interface Target {
  missionIdentity: string
  legacyIdentity: number
  customerName: string
}

/** createMissionCapPeriod / UpdateMissionCapPeriod / DeleteMissionCapPeriod, addressed by the mission's legacy id. */
export function useCapPeriodMutations(target: Target) {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: missionKey(target.missionIdentity) })
  const base = { customerName: target.customerName, legacyIdentity: target.legacyIdentity }
  return {
    save: useMutation({
      mutationFn: ({ id, ...period }: CapPeriodForm & { id?: string }) =>
        graphqlRequest(id ? UPDATE : CREATE, { ...base, missionCapPeriods: [id ? { id, ...period } : period] }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (missionCapPeriodId: string) => graphqlRequest(DELETE, { ...base, missionCapPeriodId }),
      onSuccess: refresh,
    }),
  }
}
