import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PinAction } from '@mc/domain'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { type PinFilterValues } from './mission-pins'
import { ActionPinBulkDocument } from './ActionPinBulk.document.generated'
import { ActionPinsMatchingDocument } from './ActionPinsMatching.document.generated'
import { DeletePinsDocument } from './DeletePins.document.generated'
import { DeletePinsMatchingDocument } from './DeletePinsMatching.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'

/** Which pins a bulk action reaches: the ticked ones, or every pin matching the filter. */
export type PinSelection = { kind: 'pins'; identities: string[] } | { kind: 'matching'; filter: PinFilterValues }

/** What a bulk action answers: how many pins it changed, and its undo id (docs/domain/undo.md). */
export interface PinBulkOutcome {
  count: number
  undoId: string | null | undefined
}

function runAction(missionIdentity: string, selection: PinSelection, action: PinAction): Promise<PinBulkOutcome> {
  if (selection.kind === 'pins') {
    const pins = selection.identities.map((identity) => ({ identity, action }))
    return graphqlRequest(ActionPinBulkDocument, { pins }).then((data) => data.actionPinBulk)
  }
  const filter = { missionIdentity, ...selection.filter }
  return graphqlRequest(ActionPinsMatchingDocument, { filter, action }).then((data) => data.actionPinsMatching)
}

function runDelete(missionIdentity: string, selection: PinSelection): Promise<PinBulkOutcome> {
  if (selection.kind === 'pins') {
    return graphqlRequest(DeletePinsDocument, { identities: selection.identities }).then((data) => data.deletePins)
  }
  const filter = { missionIdentity, ...selection.filter }
  return graphqlRequest(DeletePinsMatchingDocument, { filter }).then((data) => data.deletePinsMatching)
}

/** Pause / Resume / Delete; afterwards the pins, the groups and the mission's counts are read again. */
export function usePinActions(missionIdentity: string) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.missions.pins(missionIdentity) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.missions.groups(missionIdentity) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(missionIdentity) }),
    ])
  const action = useMutation({
    mutationFn: ({ selection, action }: { selection: PinSelection; action: PinAction }) => runAction(missionIdentity, selection, action),
    onSuccess: refresh,
  })
  const remove = useMutation({ mutationFn: (selection: PinSelection) => runDelete(missionIdentity, selection), onSuccess: refresh })
  return { action, remove }
}
