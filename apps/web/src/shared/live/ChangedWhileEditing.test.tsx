import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { z } from 'zod'
import type { LiveEvent } from '@mc/domain'
import { SESSION_KEY } from '../auth/session-store'
import { RecordFormModal } from '../resource/RecordFormModal'
import { dispatchLiveEvent, recordChangedBy } from './live'

vi.setConfig({ testTimeout: 30_000 })
// The first subscriber opens the channel: not here.
vi.mock('./live-connection', () => ({ openLiveChannel: vi.fn() }))

/** What the server holds for employee E1; the test changes it as a colleague would. */
let serverName = 'Jane'
const schema = z.object({ firstName: z.string() })

function EditEmployee() {
  const record = useQuery({ queryKey: ['employees'], queryFn: async () => ({ identity: 'E1', firstName: serverName }) })
  if (!record.data) return null
  return (
    <RecordFormModal
      editing
      title="Edit Employee"
      okText="Save"
      fields={[{ name: 'firstName', label: 'First Name', input: 'text' }]}
      schema={schema}
      initial={{ firstName: record.data.firstName }}
      save={{ mutateAsync: async () => ({}), isPending: false }}
      messages={{ success: () => 'Saved', failure: () => 'Failed' }}
      live={{ key: 'employee:E1', changedBy: recordChangedBy('employee', 'E1'), queryKey: ['employees'] }}
    />
  )
}

const changed = (email: string, id = 'E1'): LiveEvent => ({
  type: 'record.changed',
  resource: 'employee',
  id,
  action: 'updated',
  actor: { email, name: email === 'me@x.test' ? 'Me' : 'Jordan Rivera' },
  adminOnly: true,
})

function renderForm() {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ idToken: 't', expiresAt: Date.now() + 60_000, profile: { email: 'me@x.test' } }))
  const client = new QueryClient()
  const router = createMemoryRouter([{ path: '/employees/:identity/edit', element: <EditEmployee /> }], { initialEntries: ['/employees/E1/edit'] })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  serverName = 'Jane'
  localStorage.clear()
})

describe('a record form edited while a colleague changes the record', () => {
  it('keeps what was typed, says who changed it, and Reload puts the new values in the form', async () => {
    renderForm()
    const box = await screen.findByLabelText('First Name')
    fireEvent.change(box, { target: { value: 'Janet (typing)' } })
    serverName = 'Janine'
    act(() => dispatchLiveEvent(changed('jordan@x.test'), '1'))
    expect(await screen.findByText('Jordan Rivera changed this record while you were editing.')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Janet (typing)')
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Janine'))
    expect(screen.queryByText(/changed this record while you were editing/)).toBeNull()
  })

  it('says nothing of the user’s own change, or of another record’s', async () => {
    renderForm()
    await screen.findByLabelText('First Name')
    act(() => {
      dispatchLiveEvent(changed('me@x.test'), '2')
      dispatchLiveEvent(changed('jordan@x.test', 'E2'), '3')
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText(/changed this record while you were editing/)).toBeNull()
  })
})
