import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { UNDO_MESSAGES } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { MissionUndoOfferDocument } from './MissionUndoOffer.document.generated'
import { UndoMissionChangeDocument } from './UndoMissionChange.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { notify } from '../../../shared/feedback/notify'

/** The signed-in person's newest undo still open on the mission (after a cap period delete, whose answer is the periods). */
export async function findUndoOffer(missionIdentity: string): Promise<string | null> {
  const data = await graphqlRequest(MissionUndoOfferDocument, { missionIdentity })
  return data.missionUndoOffer?.undoId ?? null
}

/**
 * undoMissionChange (docs/domain/undo.md): says what was undone, or why not, then reads the
 * mission again (its details, history, cap periods, pins, groups and map). A plain call, not a
 * component's mutation: the toast that asks for it outlives the bar or dialog that opened it.
 */
export function useUndoMissionChange(missionIdentity: string): (undoId: string) => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(
    async (undoId: string) => {
      try {
        const data = await graphqlRequest(UndoMissionChangeDocument, { undoId })
        notify.success(UNDO_MESSAGES.undone(data.undoMissionChange.summary))
      } catch (error) {
        notify.error(UNDO_MESSAGES.undoFailed, error)
      } finally {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(missionIdentity) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.missions.pins(missionIdentity) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.missions.groups(missionIdentity) }),
        ])
      }
    },
    [queryClient, missionIdentity],
  )
}
