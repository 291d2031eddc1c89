import { useCallback } from 'react'
import { Button } from 'antd'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@mc/domain'
import type { ToastAction } from '../../../shared/feedback/notify'
import { useUndoMissionChange } from '../api/mission-undo'

/**
 * The Undo of an undoable change's success toast (docs/domain/undo.md): given the change's undo id,
 * the toast's button and window (UNDO_WINDOW_SECONDS, as the server's); without one, a plain toast.
 * Pressing Undo closes the toast and takes the change back.
 */
export function useUndoToast(missionIdentity: string): (undoId: string | null | undefined) => ToastAction | undefined {
  const undo = useUndoMissionChange(missionIdentity)
  return useCallback(
    (undoId: string | null | undefined) =>
      undoId
        ? {
            seconds: UNDO_WINDOW_SECONDS,
            actions: (close: () => void) => (
              <Button
                type="primary"
                size="small"
                onClick={() => {
                  close()
                  void undo(undoId)
                }}
              >
                {UNDO_MESSAGES.undoLabel}
              </Button>
            ),
          }
        : undefined,
    [undo],
  )
}
