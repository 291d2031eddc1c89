import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Button, Form, Select } from 'antd'
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router'
import { Input, TextArea } from '../forms/inputs'
import { Dialog, RouteModal } from './RouteModal'

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

/** A dialog's form: a box that cannot be edited, a customer choice, a name and notes. */
function FormModal({ onOk, customerDisabled = false }: { onOk: () => void; customerDisabled?: boolean }) {
  const [form] = Form.useForm()
  return (
    <RouteModal title="Edit Campaign" onOk={onOk} form={form}>
      <Form form={form} layout="vertical">
        <Form.Item name="code" label="Code">
          <Input disabled />
        </Form.Item>
        <Form.Item name="customer" label="Customer">
          <Select showSearch disabled={customerDisabled} options={[{ value: 'A', label: 'Acme' }]} />
        </Form.Item>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="goal" label="Goal">
          <TextArea />
        </Form.Item>
      </Form>
    </RouteModal>
  )
}

function renderFormModal(props: { onOk: () => void; customerDisabled?: boolean }) {
  const formRoutes = [{ path: '/campaigns/:id', element: <Parent />, children: [{ path: 'edit', element: <FormModal {...props} /> }] }]
  render(<RouterProvider router={createMemoryRouter(formRoutes, { initialEntries: ['/campaigns/ABC'] })} />)
  const opener = screen.getByText('Edit')
  opener.focus()
  fireEvent.click(opener)
  return opener
}

describe('RouteModal focus and keys', () => {
  it('opens on its first field that can be edited, in document order', async () => {
    renderFormModal({ onOk: vi.fn() })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Customer' })))
  })

  it('passes a disabled field over', async () => {
    renderFormModal({ onOk: vi.fn(), customerDisabled: true })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')))
  })

  it('presses OK on Enter in a one-line text field, not in a text area or a select box', async () => {
    const onOk = vi.fn()
    renderFormModal({ onOk })
    const name = await screen.findByLabelText('Name')
    fireEvent.keyDown(screen.getByLabelText('Goal'), { key: 'Enter' })
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Customer' }), { key: 'Enter' })
    fireEvent.keyDown(name, { key: 'Enter', shiftKey: true })
    fireEvent.keyDown(name, { key: 'Enter', isComposing: true })
    expect(onOk).not.toHaveBeenCalled()
    fireEvent.keyDown(name, { key: 'Enter' })
    expect(onOk).toHaveBeenCalledTimes(1)
  })

  it('gives the focus back to the control that opened it when it closes', async () => {
    const opener = renderFormModal({ onOk: vi.fn() })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Customer' })))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })
})

/** A page's button that opens a dialog of one field, not a route (the Send confirmation's way). */
function DialogOnPage({ onOk }: { onOk: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Send</Button>
      {open && (
        <Dialog title="Send?" onOk={onOk} onCancel={() => setOpen(false)}>
          <Input aria-label="Note" />
        </Dialog>
      )}
    </>
  )
}

/** A route modal with a button that opens a dialog over it (the reprice progress and result dialogs' way). */
function DialogOverRouteModal() {
  const [open, setOpen] = useState(false)
  return (
    <RouteModal title="Reprice Pins">
      <Button onClick={() => setOpen(true)}>Check</Button>
      {open && (
        <Dialog title="Checked" footer={<Button onClick={() => setOpen(false)}>OK</Button>}>
          <Input aria-label="Reason" />
        </Dialog>
      )}
    </RouteModal>
  )
}

const focusAndClick = (element: HTMLElement) => {
  element.focus()
  fireEvent.click(element)
  return element
}

describe('Dialog (not a route) focus and keys', () => {
  it('opens on its first field, presses OK on Enter there, and gives the focus back to its opener when it goes', async () => {
    const onOk = vi.fn()
    render(<DialogOnPage onOk={onOk} />)
    const opener = focusAndClick(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Note')))
    fireEvent.keyDown(screen.getByLabelText('Note'), { key: 'Enter' })
    expect(onOk).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('opened over a route modal, gives the focus back to the route modal’s button when it goes', async () => {
    const dialogRoutes = [{ path: '/missions/:id', element: <Parent />, children: [{ path: 'reprice', element: <DialogOverRouteModal /> }] }]
    render(<RouterProvider router={createMemoryRouter(dialogRoutes, { initialEntries: ['/missions/ABC/reprice'] })} />)
    const check = focusAndClick(await screen.findByRole('button', { name: 'Check' }))
    // The dialog over it takes the focus (its first field), and gives it back when it goes.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Reason')))
    // The route modal's own OK comes first in the page; the dialog over it is added after.
    fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1)!)
    await waitFor(() => expect(screen.queryByLabelText('Reason')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(check))
  })
})
