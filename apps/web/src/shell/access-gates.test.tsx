import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AuthProvider } from '../shared/auth/AuthProvider'
import { saveSession } from '../shared/auth/session-store'
import { RequireConsoleAccess } from './RequireConsoleAccess'
import { RequireAdmin } from './RequireAdmin'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const me = (isAdmin: boolean) => ({
  email: 'ops@missioncontrol.test',
  name: 'Jordan Rivera',
  employeeIdentity: 'EOPS00000001',
  firstName: 'Jordan',
  lastName: 'Rivera',
  isAdmin,
  applications: ['Mission Control'],
})

function renderAt(path: string, meAnswer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => meAnswer.clone()),
  )
  saveSession({
    idToken: 'token',
    expiresAt: Date.now() + 3_600_000,
    profile: { name: 'Jordan Rivera', email: 'ops@missioncontrol.test', nickname: 'ops', userId: 'ops' },
  })
  const routes = [
    {
      element: (
        <RequireConsoleAccess>
          <p>console shell</p>
        </RequireConsoleAccess>
      ),
      path: '/customers',
    },
    {
      path: '/admin/employees',
      element: (
        <RequireConsoleAccess>
          <RequireAdmin>
            <p>admin page</p>
          </RequireAdmin>
        </RequireConsoleAccess>
      ),
    },
  ]
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </AuthProvider>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})
// antd's first render in jsdom is slow on a shared machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 })

describe('console access (403 on /api/me)', () => {
  it('shows the no-access screen with Logout instead of the shell', async () => {
    renderAt('/customers', json(403, { statusCode: 403, error: 'Forbidden', message: 'You do not have access to Mission Control.' }))
    expect(await screen.findByText('You do not have access to Mission Control.')).toBeTruthy()
    expect(screen.getByText('Signed in as ops@missioncontrol.test')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy()
    expect(screen.queryByText('console shell')).toBeNull()
  })

  it('renders the shell for staff', async () => {
    renderAt('/customers', json(200, me(false)))
    expect(await screen.findByText('console shell')).toBeTruthy()
  })
})

describe('admin routes', () => {
  it('refuse a non-admin with a way back and without the admin page', async () => {
    renderAt('/admin/employees', json(200, me(false)))
    expect(await screen.findByText('You need Admin Workbench access to open this page.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back Home' }).getAttribute('href')).toBe('/')
    expect(screen.queryByText('admin page')).toBeNull()
  })

  it('open for an admin', async () => {
    renderAt('/admin/employees', json(200, me(true)))
    expect(await screen.findByText('admin page')).toBeTruthy()
  })
})
