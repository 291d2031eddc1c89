// The console-weight bench's baseline: React 19 + antd 6 bare, a table, a form, a modal and a
// router, built with the console's Vite config. What any console on this stack loads at least.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Link, RouterProvider } from 'react-router'
import { Button, Form, Input, Modal, Table } from 'antd'

const rows = Array.from({ length: 50 }, (_, i) => ({ key: i, name: `Customer ${i + 1}`, city: i % 2 ? 'Springfield' : 'Austin' }))

function TablePage() {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <h1>Customers</h1>
      <Button type="primary" onClick={() => setOpen(true)}>
        New customer
      </Button>
      <Link to="/form">Form</Link>
      <Table
        dataSource={rows}
        columns={[
          { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
          { title: 'City', dataIndex: 'city', filters: [{ text: 'Austin', value: 'Austin' }], onFilter: (value, row) => row.city === value },
        ]}
      />
      <Modal title="New customer" open={open} onCancel={() => setOpen(false)} onOk={() => setOpen(false)}>
        <CustomerForm />
      </Modal>
    </main>
  )
}

function CustomerForm() {
  return (
    <Form layout="vertical" onFinish={() => undefined}>
      <Form.Item label="Name" name="name" rules={[{ required: true, message: 'Required' }]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  )
}

const router = createBrowserRouter([
  { path: '/', element: <TablePage /> },
  { path: '/form', element: <CustomerForm /> },
])

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
