import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router'
import { PageTitle, useOpenResult } from './PageTitle'

function Form() {
  const openResult = useOpenResult()
  const navigate = useNavigate()
  return (
    <>
      <button onClick={() => openResult('/customers/C1')}>Create</button>
      <button onClick={() => void navigate('/customers/C1')}>Open</button>
    </>
  )
}

const renderRoutes = () =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/customers/new', element: <Form /> },
          { path: '/customers/C1', element: <PageTitle title="Sunny Fields Dairy" /> },
        ],
        { initialEntries: ['/customers/new'] },
      )}
    />,
  )

describe('useOpenResult', () => {
  it('opens the page with the focus on its title, which is no Tab stop', async () => {
    renderRoutes()
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    const title = await screen.findByRole('heading', { level: 1, name: 'Sunny Fields Dairy' })
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(title.tabIndex).toBe(-1)
  })

  it('leaves the focus alone on an ordinary navigation', async () => {
    renderRoutes()
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('heading', { level: 1, name: 'Sunny Fields Dairy' })
    expect(document.activeElement).toBe(document.body)
  })
})
