import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router'
import { RouteModal } from './RouteModal'

vi.setConfig({ testTimeout: 30_000 })

function Parent() {
  const location = useLocation()
  return (
    <div>
      <p data-testid="where">{location.pathname + location.search}</p>
      <Link to="edit">Edit</Link>
      <Outlet />
    </div>
  )
}

const routes = [{ path: '/missions/:id', element: <Parent />, children: [{ path: 'edit', element: <RouteModal title="Edit Mission">form</RouteModal> }] }]
const where = () => screen.getByTestId('where').textContent

describe('RouteModal', () => {
  it('opened from its page, closes back to that page with its query string (tab, filters)', async () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/missions/ABC?tab=pins&state=CAPPED'] })} />)
    fireEvent.click(screen.getByText('Edit'))
    expect(where()).toBe('/missions/ABC/edit')
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(where()).toBe('/missions/ABC?tab=pins&state=CAPPED'))
  })

  it('opened from a pasted link, closes to its parent path', async () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/missions/ABC/edit'] })} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(where()).toBe('/missions/ABC'))
  })
})
