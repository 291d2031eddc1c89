import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Button, Form } from 'antd'
import { z } from 'zod'
import { ApiError } from '../api/http'
import { Input } from './inputs'
import { submitForm } from './submit-form'

vi.setConfig({ testTimeout: 30_000 })

const schema = z.object({ name: z.string().min(1, 'Required'), code: z.string().min(1, 'Required'), city: z.string().min(1, 'Required') })

/** Three fields; the save refuses the code when asked to. */
function ThreeFields({ refuse }: { refuse?: ApiError }) {
  const [form] = Form.useForm()
  const save = async () => (refuse ? Promise.reject(refuse) : { saved: true })
  return (
    <Form form={form} layout="vertical" initialValues={{ name: 'North', code: '', city: '' }}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="code" label="Code" rules={[{ required: true, message: 'Required' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="city" label="City" rules={[{ required: true, message: 'Required' }]}>
        <Input />
      </Form.Item>
      <Button onClick={() => void submitForm(form, schema, save, { failure: () => 'Failed' })}>Save</Button>
    </Form>
  )
}

describe('a refused save', () => {
  it('focuses the first field with an error, in the form’s order', async () => {
    render(<ThreeFields />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Code')))
  })

  it('focuses the field the server refused', async () => {
    render(<ThreeFields refuse={new ApiError('city: unknown', 400, { city: ['Unknown city'] })} />)
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'N1' } })
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Atlantis' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Unknown city')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('City')))
  })
})
