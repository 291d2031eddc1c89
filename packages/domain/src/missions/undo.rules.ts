/**
 * Undo of a mission change (docs/domain/undo.md): which actions offer it, for how long, and what a
 * refusal says. The server and the console read the window and the texts from here only.
 */

/** How long after an undoable action its Undo stays open, on the server and in the toast. */
export const UNDO_WINDOW_SECONDS = 10

/** The actions that offer Undo, by the name their History entry carries. */
export const UNDOABLE_ACTIONS = [
  'actionPinBulk',
  'actionPinsMatching',
  'deletePins',
  'deletePinsMatching',
  'deleteDeploymentGroup',
  'deleteMissionCapPeriod',
  'repricePins',
] as const
export type UndoableAction = (typeof UNDOABLE_ACTIONS)[number]

/** What a refused undo says (and what a successful one reports). */
export const UNDO_MESSAGES = {
  expired: `This can no longer be undone: the ${UNDO_WINDOW_SECONDS} seconds have passed.`,
  changedPins: 'This can no longer be undone: the pins were changed since.',
  changedGroup: 'This can no longer be undone: the group or its stores were changed since.',
  changedCapPeriods: 'This can no longer be undone: the cap periods were changed since.',
  missionClosed: 'This can no longer be undone: the mission is closed.',
  alreadyUndone: 'This has already been undone.',
  notYours: 'Only the person who made this change can undo it.',
  unknown: 'There is nothing to undo.',
  undoLabel: 'Undo',
  undone: (summary: string) => `Undone: ${summary}`,
  undoFailed: 'Failed to undo',
} as const

/** The refusal for data changed since the action, by what the action touched. */
export function undoChangedMessage(action: string): string {
  if (action === 'deleteDeploymentGroup') return UNDO_MESSAGES.changedGroup
  if (action === 'deleteMissionCapPeriod') return UNDO_MESSAGES.changedCapPeriods
  return UNDO_MESSAGES.changedPins
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** A short past-tense phrase for what an undoable action did ("paused 3 pins"). */
export function undoableSummary(action: string, details: { count?: number; pinAction?: string; name?: string }): string {
  const count = details.count ?? 0
  switch (action) {
    case 'actionPinBulk':
    case 'actionPinsMatching':
      return `${details.pinAction === 'RESUME' ? 'resumed' : details.pinAction === 'PAUSE' ? 'paused' : 'paused or resumed'} ${plural(count, 'pin')}`
    case 'deletePins':
    case 'deletePinsMatching':
      return `deleted ${plural(count, 'pin')}`
    case 'deleteDeploymentGroup':
      return `deleted group ${details.name ?? ''} with ${plural(count, 'pin')}`
    case 'deleteMissionCapPeriod':
      return `deleted cap period ${details.name ?? ''}`
    case 'repricePins':
      return `repriced ${plural(count, 'pin')}`
    default:
      return action
  }
}
