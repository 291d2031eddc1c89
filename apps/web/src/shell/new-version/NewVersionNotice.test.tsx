import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { App, Form, Input } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { useUnsavedChanges } from '../../shared/forms/unsaved-changes'
import { NewVersionNotice } from './NewVersionNotice'
import { CHECK_EVERY_MS } from './new-version'

// antd's first render takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const NOTICE = 'A new version of Mission Control is available.'

function FormPage() {
  const [form] = Form.useForm()
  useUnsavedChanges(form)
  return (
    <Form form={form}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
    </Form>
  )
}

let served = 'build-1'
beforeEach(() => {
  served = 'build-1'
  document.head.insertAdjacentHTML('beforeend', '<meta name="mc-build" content="build-1">')
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ build: served }), { headers: { 'content-type': 'application/json' } })),
  )
})
afterEach(() => {
  cleanup()
  document.querySelector('meta[name="mc-build"]')?.remove()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function renderConsole() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <App>
          <FormPage />
          <NewVersionNotice />
        </App>
      ),
    },
  ])
  render(<RouterProvider router={router} />)
}

describe('the new-version notice (issue 38)', () => {
  it('says nothing while the server serves this page’s build, and offers a reload once another is deployed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderConsole()
    await act(async () => vi.advanceTimersByTimeAsync(100))
    expect(screen.queryByText(NOTICE)).toBeNull()
    served = 'build-2'
    await act(async () => vi.advanceTimersByTimeAsync(CHECK_EVERY_MS))
    expect(screen.getByRole('status').textContent).toContain(NOTICE)
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByText(NOTICE)).toBeNull()
  })

  it('waits while a form holds unsaved work, and shows once it does not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    served = 'build-2'
    renderConsole()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'typed, not saved' } })
    await act(async () => vi.advanceTimersByTimeAsync(CHECK_EVERY_MS))
    expect(screen.queryByText(NOTICE)).toBeNull()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } })
    await act(async () => vi.advanceTimersByTimeAsync(CHECK_EVERY_MS))
    expect(screen.getByText(NOTICE)).toBeTruthy()
  })
})
