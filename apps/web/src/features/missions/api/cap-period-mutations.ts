import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CapPeriodForm } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { missionKey } from './mission-details'
import {
  CreateMissionCapPeriodDocument, DeleteMissionCapPeriodDocument, UpdateMissionCapPeriodDocument,
} from '../../../shared/api/graphql.generated'

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
      mutationFn: async ({ id, ...period }: CapPeriodForm & { id?: string }) => {
        if (id) await graphqlRequest(UpdateMissionCapPeriodDocument, { ...base, missionCapPeriods: [{ id, ...period }] })
        else await graphqlRequest(CreateMissionCapPeriodDocument, { ...base, missionCapPeriods: [period] })
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (missionCapPeriodId: string) => graphqlRequest(DeleteMissionCapPeriodDocument, { ...base, missionCapPeriodId }),
      onSuccess: refresh,
    }),
  }
}
