import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { ExistingCapPeriod } from '@mc/domain'
import { CapPeriodEditor } from './CapPeriodEditor'

vi.setConfig({ testTimeout: 30_000 })

const TODAY = '2030-06-01'
const SUMMER: ExistingCapPeriod = { id: '7', name: 'Summer', startDate: '2030-07-01', endDate: '2030-07-31' }

/** The editor of a period that has not started, as the Cap Periods dialog shows it (a data router: it guards unsaved changes). */
function renderEditor(onSave: (period: unknown) => Promise<{ saved: true }>) {
  const onSaved = vi.fn()
  const element = <CapPeriodEditor editing={SUMMER} existing={[SUMMER]} today={TODAY} saving={false} onSave={onSave} onSaved={onSaved} onCancel={vi.fn()} />
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)
  return { onSaved }
}

describe('CapPeriodEditor keys', () => {
  it('saves on Enter in Title, as its save button would (its dialog has no OK)', async () => {
    const onSave = vi.fn(async () => ({ saved: true as const }))
    const { onSaved } = renderEditor(onSave)
    const title = await screen.findByLabelText('Title')
    fireEvent.change(title, { target: { value: 'Summer Push' } })
    fireEvent.keyDown(title, { key: 'Enter' })
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ id: '7', name: 'Summer Push', startDate: '2030-07-01', endDate: '2030-07-31' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
  })

  it('does not save on Enter in a date box (Enter confirms the typed date there) or with Shift held', async () => {
    const onSave = vi.fn(async () => ({ saved: true as const }))
    renderEditor(onSave)
    const title = await screen.findByLabelText('Title')
    fireEvent.keyDown(title, { key: 'Enter', shiftKey: true })
    fireEvent.keyDown(screen.getByPlaceholderText('Start date'), { key: 'Enter' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(onSave).not.toHaveBeenCalled()
  })
})
