import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CapPeriodForm } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { CreateMissionCapPeriodDocument } from './CreateMissionCapPeriod.document.generated'
import { DeleteMissionCapPeriodDocument } from './DeleteMissionCapPeriod.document.generated'
import { UpdateMissionCapPeriodDocument } from './UpdateMissionCapPeriod.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { findUndoOffer } from './mission-undo'

interface Target {
  missionIdentity: string
  legacyIdentity: number
  customerName: string
}

/** createMissionCapPeriod / UpdateMissionCapPeriod / DeleteMissionCapPeriod, addressed by the mission's legacy id. */
export function useCapPeriodMutations(target: Target) {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(target.missionIdentity) })
  const base = { customerName: target.customerName, legacyIdentity: target.legacyIdentity }
  return {
    save: useMutation({
      mutationFn: async ({ id, ...period }: CapPeriodForm & { id?: string }) => {
        if (id) await graphqlRequest(UpdateMissionCapPeriodDocument, { ...base, missionCapPeriods: [{ id, ...period }] })
        else await graphqlRequest(CreateMissionCapPeriodDocument, { ...base, missionCapPeriods: [period] })
      },
      onSuccess: refresh,
    }),
    /** Answers the delete's undo id (its answer is the mission's periods, so the offer is asked for after it). */
    remove: useMutation({
      mutationFn: async (missionCapPeriodId: string): Promise<string | null> => {
        await graphqlRequest(DeleteMissionCapPeriodDocument, { ...base, missionCapPeriodId })
        return findUndoOffer(target.missionIdentity).catch(() => null)
      },
      onSuccess: refresh,
    }),
  }
}
