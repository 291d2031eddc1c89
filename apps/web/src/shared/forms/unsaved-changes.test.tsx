import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App, Form } from 'antd'
import { z } from 'zod'
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router'
import { unsavedChangesMessages as texts } from '@mc/domain/common/unsaved-changes.messages'
import { RouteModal, useCloseRouteModal } from '../components/RouteModal'
import { Input } from './inputs'
import { SESSION_KEY } from '../auth/session-store'
import { keepUnsavedFormsForSignIn, unsavedFormKey } from './saved-forms'
import { sameFormValues } from './unsaved-changes'
import { submitForm } from './submit-form'

vi.setConfig({ testTimeout: 30_000 })

function Parent() {
  const location = useLocation()
  return (
    <div>
      <p data-testid="where">{location.pathname}</p>
      <Link to="new">New Customer</Link>
      <Outlet />
    </div>
  )
}

/** The console's form pattern in small: a route modal holding an antd form, saved through submitForm. */
function NewThingModal() {
  const [form] = Form.useForm<{ name?: string; description?: string }>()
  const close = useCloseRouteModal()
  const save = async () => {
    const saved = await submitForm(form, z.object({ name: z.string().min(1) }), async () => ({ ok: true }), { failure: () => 'Failed' })
    if (saved) close()
  }
  return (
    <RouteModal title="New Customer" okText="Create Customer" onOk={() => void save()} form={form}>
      <Form form={form} initialValues={{ description: 'As it came' }}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input />
        </Form.Item>
      </Form>
    </RouteModal>
  )
}

/** A dialog whose only work is a chosen file (the reprice dialog): no form, `dirty` alone says. */
function ChooseFileModal() {
  const [chosen, setChosen] = useState(false)
  return (
    <RouteModal title="New Customer" dirty={chosen}>
      <button onClick={() => setChosen(true)}>Choose file</button>
    </RouteModal>
  )
}

const routes = [
  {
    path: '/customers',
    element: <Parent />,
    children: [
      { path: 'new', element: <NewThingModal /> },
      { path: 'file', element: <ChooseFileModal /> },
    ],
  },
]

function open(initialEntries = ['/customers']) {
  const router = createMemoryRouter(routes, { initialEntries })
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  )
  return router
}
const where = () => screen.getByTestId('where').textContent
const dialog = () => screen.findByRole('dialog', { name: 'New Customer' })
const typeName = async (value: string) => fireEvent.change(await screen.findByLabelText('Name'), { target: { value } })
/** A confirmation, by its title (antd writes it twice, in the dialog's header and its body; jsdom names every dialog by the first). */
const CONFIRM_TITLE = { selector: '.ant-modal-confirm-title' }
const asked = () => screen.findByText(texts.discardTitle, CONFIRM_TITLE)
const notAsked = () => expect(screen.queryByText(texts.discardTitle, CONFIRM_TITLE)).toBeNull()
/** A confirmation's button; one closed before may linger in jsdom (antd removes it after its animation). */
const clickLast = async (name: string) => fireEvent.click((await screen.findAllByRole('button', { name })).at(-1)!)
const pressEscape = async () => fireEvent.keyDown(await dialog(), { key: 'Escape', code: 'Escape', keyCode: 27 })

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

describe('unsaved changes', () => {
  it('a clean form closes on Escape without asking', async () => {
    open()
    fireEvent.click(screen.getByText('New Customer'))
    await dialog()
    await pressEscape()
    await waitFor(() => expect(where()).toBe('/customers'))
    notAsked()
  })

  it('a dirty form asks before Escape; Keep Editing keeps what was typed, Discard Changes closes', async () => {
    open()
    fireEvent.click(screen.getByText('New Customer'))
    await typeName('Sunny Fields Dairy')
    await pressEscape()
    expect(await asked()).toBeTruthy()
    expect(screen.getByText(texts.discardContent)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: texts.keepEditing }))
    expect(where()).toBe('/customers/new')
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sunny Fields Dairy')

    // The close button asks the same.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await clickLast(texts.discardOk)
    await waitFor(() => expect(where()).toBe('/customers'))
  })

  it('asks before Back and before a navigation by the router', async () => {
    const router = open()
    fireEvent.click(screen.getByText('New Customer'))
    await typeName('Sunny Fields Dairy')
    await act(() => router.navigate(-1))
    expect(await asked()).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: texts.keepEditing }))
    await waitFor(() => expect(where()).toBe('/customers/new'))
    await act(() => router.navigate('/customers'))
    await clickLast(texts.discardOk)
    await waitFor(() => expect(where()).toBe('/customers'))
  })

  it('asks before a reload (beforeunload) only while dirty', async () => {
    open()
    fireEvent.click(screen.getByText('New Customer'))
    await dialog()
    const clean = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(clean)
    expect(clean.defaultPrevented).toBe(false)
    await typeName('Sunny')
    const dirty = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(dirty)
    expect(dirty.defaultPrevented).toBe(true)
  })

  it('typing and then clearing again is no change; a saved form leaves without asking', async () => {
    open()
    fireEvent.click(screen.getByText('New Customer'))
    await typeName('Sunny')
    await typeName('')
    await pressEscape()
    await waitFor(() => expect(where()).toBe('/customers'))

    fireEvent.click(screen.getByText('New Customer'))
    await typeName('Sunny Fields Dairy')
    fireEvent.click(screen.getByRole('button', { name: 'Create Customer' }))
    await waitFor(() => expect(where()).toBe('/customers'))
    notAsked()
  })

  it('keeps what was typed when the session ends, and offers it back to the same account after the sign-in', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ idToken: 't', expiresAt: Date.now() + 60_000, profile: { userId: 'u1' } }))
    open(['/customers/new'])
    await typeName('Sunny Fields Dairy')
    keepUnsavedFormsForSignIn('u1')
    expect(sessionStorage.getItem(unsavedFormKey({ pathname: '/customers/new', search: '' }))).toContain('Sunny Fields Dairy')
    // Going to the sign-in page does not ask "Leave site?".
    const reloaded = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(reloaded)
    expect(reloaded.defaultPrevented).toBe(false)
    // The page went to sign in and came back: a fresh page at the same address.
    cleanup()
    open(['/customers/new'])
    expect(await screen.findByText(texts.restoreTitle, CONFIRM_TITLE)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: texts.restoreOk }))
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sunny Fields Dairy'))
  })
})

describe('a dialog without a form', () => {
  it('closes at once until its dirty value is set, then asks', async () => {
    open(['/customers', '/customers/file'])
    await pressEscape()
    await waitFor(() => expect(where()).toBe('/customers'))
    notAsked()
  })

  it('asks while its dirty value is set', async () => {
    open(['/customers', '/customers/file'])
    fireEvent.click(await screen.findByRole('button', { name: 'Choose file' }))
    await pressEscape()
    expect(await asked()).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: texts.keepEditing }))
    expect(where()).toBe('/customers/file')
  })
})

describe('sameFormValues', () => {
  it('reads empty as empty and dates by their value', () => {
    expect(sameFormValues({ name: '' }, {})).toBe(true)
    expect(sameFormValues({ tags: [] }, { tags: undefined })).toBe(true)
    expect(sameFormValues({ name: 'a' }, { name: 'b' })).toBe(false)
    class Day {
      constructor(readonly iso: string) {}
      isValid = () => true
      toISOString = () => this.iso
      toJSON = () => this.iso
    }
    const date = (iso: string) => new Day(iso)
    expect(sameFormValues({ dates: [date('2026-01-01')] }, { dates: [date('2026-01-01')] })).toBe(true)
    expect(sameFormValues({ dates: [date('2026-01-01')] }, { dates: [date('2026-01-02')] })).toBe(false)
  })
})
