import { describe, expect, it, vi } from 'vitest'
import type { FormInstance } from 'antd'
import { z } from 'zod'
import { ApiError } from '../api/http'
import { notify } from '../feedback/notify'
import { checkForm, submitForm } from './submit-form'

const schema = z
  .object({ name: z.string().min(1, 'Required'), start: z.string(), end: z.string() })
  .refine((value) => value.end >= value.start, { path: ['end'], message: 'End must be on or after the start' })

/** A stand-in for antd's form: its values, whether its field rules pass, and what was set on it. */
function fakeForm(values: Record<string, unknown>, fieldsValid = true) {
  const setFields = vi.fn()
  const scrollToField = vi.fn()
  const form = {
    validateFields: () => (fieldsValid ? Promise.resolve(values) : Promise.reject(new Error('fields'))),
    getFieldsValue: () => values,
    getFieldValue: (name: string) => values[name],
    setFields,
    // What setFields last put on the fields, as antd reports it.
    getFieldsError: () =>
      ((setFields.mock.lastCall?.[0] ?? []) as { name: string; errors: string[] }[]).map((field) => ({ name: [field.name].flat(), errors: field.errors })),
    scrollToField,
  } as unknown as FormInstance
  return { form, setFields, scrollToField }
}
/** A range picker's two dates → the schema's start and end. */
const rangeToInput = ({ dates, ...rest }: Record<string, unknown>) => {
  const [start, end] = dates as [string, string]
  return { ...rest, start, end }
}
const messages = { success: (saved: { id: number }) => `Saved ${saved.id}`, failure: (input: { name: string }) => `Failed to save ${input.name}` }

describe('submitForm', () => {
  it('saves what the schema parsed and says so', async () => {
    const success = vi.spyOn(notify, 'success')
    const save = vi.fn(async () => ({ id: 7 }))
    const { form } = fakeForm({ name: 'North', start: '2026-01-01', end: '2026-01-31', extra: 'dropped' })
    expect(await submitForm(form, schema, save, messages)).toEqual({ id: 7 })
    expect(save).toHaveBeenCalledWith({ name: 'North', start: '2026-01-01', end: '2026-01-31' })
    expect(success).toHaveBeenCalledWith('Saved 7')
  })

  it('saves nothing while a field rule fails', async () => {
    const save = vi.fn(async () => ({ id: 1 }))
    expect(await submitForm(fakeForm({ name: '' }, false).form, schema, save, messages)).toBeUndefined()
    expect(save).not.toHaveBeenCalled()
  })

  it('puts a rule across fields on the field it names, and saves nothing', async () => {
    const save = vi.fn(async () => ({ id: 1 }))
    const { form, setFields, scrollToField } = fakeForm({ name: 'North', start: '2026-02-01', end: '2026-01-31' })
    expect(await submitForm(form, schema, save, messages)).toBeUndefined()
    expect(save).not.toHaveBeenCalled()
    expect(setFields).toHaveBeenCalledWith([{ name: ['end'], errors: ['End must be on or after the start'] }])
    expect(scrollToField).toHaveBeenCalledWith(['end'], expect.objectContaining({ focus: true }))
  })

  it("puts the server's field messages on the form and toasts the failure with the server's reason", async () => {
    const error = vi.spyOn(notify, 'error')
    const refusal = new ApiError('name: already taken', 400, { name: ['Already taken'] })
    const { form, setFields, scrollToField } = fakeForm({ name: 'North', start: '2026-01-01', end: '2026-01-31' })
    expect(await submitForm(form, schema, async () => Promise.reject(refusal), messages)).toBeUndefined()
    expect(setFields).toHaveBeenCalledWith([{ name: 'name', errors: ['Already taken'] }])
    expect(scrollToField).toHaveBeenCalledWith(['name'], expect.objectContaining({ focus: true }))
    expect(error).toHaveBeenCalledWith('Failed to save North', refusal)
  })

  it('parses what toInput makes of the values, and puts each issue on the form field it maps to', async () => {
    const save = vi.fn(async () => ({ id: 1 }))
    const { form, setFields } = fakeForm({ name: 'North', dates: ['2026-02-01', '2026-01-31'] })
    const options = { ...messages, toInput: rangeToInput, fields: { start: 'dates', end: 'dates' } }
    expect(await submitForm(form, schema, save, options)).toBeUndefined()
    expect(save).not.toHaveBeenCalled()
    expect(setFields).toHaveBeenCalledWith([{ name: 'dates', errors: ['End must be on or after the start'] }])
  })

  it("puts the server's message for a mapped field on the form field", async () => {
    const refusal = new ApiError('end: too late', 400, { end: ['Too late'] })
    const { form, setFields } = fakeForm({ name: 'North', dates: ['2026-01-01', '2026-01-31'] })
    const options = { ...messages, toInput: rangeToInput, fields: { start: 'dates', end: 'dates' } }
    expect(await submitForm(form, schema, async () => Promise.reject(refusal), options)).toBeUndefined()
    expect(setFields).toHaveBeenCalledWith([{ name: 'dates', errors: ['Too late'] }])
  })

  it('shows no success toast when the caller shows the outcome itself', async () => {
    const success = vi.spyOn(notify, 'success').mockClear()
    const { form } = fakeForm({ name: 'North', start: '2026-01-01', end: '2026-01-31' })
    expect(await submitForm(form, schema, async () => ({ id: 3 }), { failure: messages.failure })).toEqual({ id: 3 })
    expect(success).not.toHaveBeenCalled()
  })

  it('with toastOnlyOffFields, toasts a refusal only when no field took its message', async () => {
    const error = vi.spyOn(notify, 'error').mockClear()
    const values = { name: 'North', start: '2026-01-01', end: '2026-01-31' }
    const options = { ...messages, toastOnlyOffFields: true }
    const onField = new ApiError('name: already taken', 400, { name: ['Already taken'] })
    expect(await submitForm(fakeForm(values).form, schema, async () => Promise.reject(onField), options)).toBeUndefined()
    expect(error).not.toHaveBeenCalled()
    const offField = new ApiError('Service unavailable', 503)
    expect(await submitForm(fakeForm(values).form, schema, async () => Promise.reject(offField), options)).toBeUndefined()
    expect(error).toHaveBeenCalledWith('Failed to save North', offField)
  })
})

describe('checkForm', () => {
  it('resolves to the parsed input, or undefined with the messages on the fields', async () => {
    expect(await checkForm(fakeForm({ name: 'North', start: '2026-01-01', end: '2026-01-31' }).form, schema)).toEqual({
      name: 'North',
      start: '2026-01-01',
      end: '2026-01-31',
    })
    expect(await checkForm(fakeForm({ name: '' }, false).form, schema)).toBeUndefined()
    const { form, setFields } = fakeForm({ name: 'North', start: '2026-02-01', end: '2026-01-31' })
    expect(await checkForm(form, schema)).toBeUndefined()
    expect(setFields).toHaveBeenCalledWith([{ name: ['end'], errors: ['End must be on or after the start'] }])
  })
})
