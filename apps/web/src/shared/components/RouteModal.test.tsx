import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Form, Select } from 'antd'
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router'
import { Input, TextArea } from '../forms/inputs'
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
