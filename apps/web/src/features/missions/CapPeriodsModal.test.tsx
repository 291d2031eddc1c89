import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App } from 'antd'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { CapPeriodsModal } from './CapPeriodsModal'
import type { MissionDetails } from './api/mission-details'

vi.setConfig({ testTimeout: 30_000 })

const graphqlRequest = vi.hoisted(() => vi.fn(async () => ({})))
vi.mock('../../shared/api/graphql', () => ({ graphqlRequest }))

// A period far ahead, so it may be deleted whatever today is.
const mission = {
  identity: 'MISSION00001',
  legacyIdentity: 1,
  campaign: { customer: { name: 'Northwind' } },
  capPeriod: [{ id: '7', name: 'Far Summer', startAt: '2099-07-01', endAt: '2099-07-31' }],
} as unknown as MissionDetails

function showDialog() {
  const routes = [{ path: '/missions/:id', element: <Outlet context={mission} />, children: [{ path: 'cap_periods', element: <CapPeriodsModal /> }] }]
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/missions/MISSION00001/cap_periods'] })} />
      </App>
    </QueryClientProvider>,
  )
  return screen.findByRole('dialog', { name: 'Cap Periods' })
}

describe('CapPeriodsModal focus', () => {
  it("draws the delete's confirmation inside the dialog, where Tab can reach it, and gives the focus to Add Cap Period after the delete", async () => {
    const dialog = await showDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Far Summer' }))
    const yes = await within(dialog).findByRole('button', { name: 'Yes' })
    // Right after its Delete in the dialog's order: Delete, then No and Yes.
    expect(within(dialog).getByRole('button', { name: 'Delete Far Summer' }).compareDocumentPosition(yes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.click(yes)
    await waitFor(() => expect(graphqlRequest).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ missionCapPeriodId: '7' })))
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /Add Cap Period/ })))
  })

  it("gives the focus back to the period's Edit when the editor it opened closes", async () => {
    const dialog = await showDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Far Summer' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Edit Far Summer' })))
  }, 60_000)

  it('gives the focus back to Add Cap Period when the editor it opened closes', async () => {
    const dialog = await showDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: /Add Cap Period/ }))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /Add Cap Period/ })))
  }, 60_000)
})
