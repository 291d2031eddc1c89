import { useEffect } from 'react'
import { describe, expect, it, vi, beforeEach } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App } from 'antd'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@mc/domain'
import { bindNotifications, notify } from '../../../shared/feedback/notify'
import { UndoMissionChangeDocument } from '../api/UndoMissionChange.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { useUndoToast } from './undo-toast'

const graphqlRequest = vi.hoisted(() => vi.fn())
vi.mock('../../../shared/api/graphql', () => ({ graphqlRequest }))

const MISSION = 'MISSION00001'

/** A success toast as PinBulkBar shows it, with the undo id the action answered (or none). */
function Toast({ undoId }: { undoId: string | null }) {
  const undoToast = useUndoToast(MISSION)
  const { notification } = App.useApp()
  useEffect(() => {
    bindNotifications(notification)
    notify.success('Successfully edited 3 pin(s)', undefined, undoToast(undoId))
  }, [notification, undoToast, undoId])
  return null
}

function show(undoId: string | null) {
  const client = new QueryClient()
  const invalidate = vi.spyOn(client, 'invalidateQueries')
  render(
    <QueryClientProvider client={client}>
      <App>
        <Toast undoId={undoId} />
      </App>
    </QueryClientProvider>,
  )
  return { invalidate }
}

beforeEach(() => {
  graphqlRequest.mockReset()
})

describe('the Undo of a success toast', () => {
  it('undoes through undoMissionChange, says so and reads the mission again', async () => {
    graphqlRequest.mockResolvedValue({ undoMissionChange: { missionIdentity: MISSION, action: 'actionPinBulk', summary: 'paused 3 pins' } })
    const { invalidate } = show('UNDO00000001')
    await screen.findByText('Successfully edited 3 pin(s)')
    const button = screen.getByRole('button', { name: UNDO_MESSAGES.undoLabel })
    fireEvent.click(button)
    expect(graphqlRequest).toHaveBeenCalledWith(UndoMissionChangeDocument, { undoId: 'UNDO00000001' })
    expect(await screen.findByText('Undone: paused 3 pins')).toBeTruthy()
    // Pressing Undo closes its toast (antd's leave motion, which jsdom never finishes).
    expect(button.closest('.ant-notification-notice')?.className).toContain('ant-notification-fade-leave')
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(3))
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey)
    expect(keys).toEqual(expect.arrayContaining([queryKeys.missions.detail(MISSION), queryKeys.missions.pins(MISSION), queryKeys.missions.groups(MISSION)]))
  })

  it('shows the refusal when the server refuses', async () => {
    graphqlRequest.mockImplementation(async () => {
      throw new Error(UNDO_MESSAGES.expired)
    })
    show('UNDO00000002')
    fireEvent.click(await screen.findByRole('button', { name: UNDO_MESSAGES.undoLabel }))
    expect(await screen.findByText(UNDO_MESSAGES.undoFailed)).toBeTruthy()
    expect(await screen.findByText(UNDO_MESSAGES.expired)).toBeTruthy()
  })

  it('is a plain toast without an undo id, and the Undo stays for the window only', async () => {
    show(null)
    await screen.findByText('Successfully edited 3 pin(s)')
    expect(screen.queryByRole('button', { name: UNDO_MESSAGES.undoLabel })).toBeNull()
    expect(UNDO_WINDOW_SECONDS).toBe(10)
  })
})
