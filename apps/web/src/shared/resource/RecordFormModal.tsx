import { Fragment, type ReactNode } from 'react'
import { Checkbox, Col, Form, Row, Select, Switch } from 'antd'
import Password from 'antd/es/input/Password'
import type { ZodObject, ZodType } from 'zod'
import { Input } from '../forms/inputs'
import { RouteModal, useCloseRouteModal } from '../components/RouteModal'
import { submitForm, type SubmitMessages } from '../forms/submit-form'
import { fieldRule } from '../forms/zod-rules'
import { useChangedWhileEditing, type EditedRecord } from '../live/ChangedWhileEditing'

type Option = { value: string | number; label: string }

/** One field of a record's form, in the order it shows. */
export interface FormField {
  name: string
  label: string
  input: 'text' | 'password' | 'switch' | 'select' | 'checkboxes'
  /** Marked required; its rule is the schema's either way. */
  required?: boolean
  /** Only in the create form (a Maya user's password). */
  createOnly?: boolean
  /** Half the width: two half fields in a row stand side by side. */
  half?: boolean
  tooltip?: string
  /** For a text box: its type, autocomplete and placeholder. */
  inputProps?: { type?: string; autoComplete?: string; placeholder?: string }
  options?: Option[]
}

interface Props<TInput, TSaved extends object> {
  /** Editing an existing record (closes two levels up) or creating one (one level up). */
  editing: boolean
  title: string
  okText: string
  width?: number
  fields: FormField[]
  /** The schema whose rules the fields show; `saveSchema` (the edit's patch) parses what is sent when it differs. */
  schema: ZodObject
  saveSchema?: ZodType<TInput>
  initial: Record<string, unknown>
  save: { mutateAsync: (input: TInput) => Promise<TSaved>; isPending: boolean }
  messages: SubmitMessages<TInput, TSaved>
  /** After a save, before the modal closes (the Maya user's token dialog). */
  onSaved?: (saved: TSaved) => void
  /** Editing: the record as the live console names it, so a colleague's change to it is told, never written over the form. */
  live?: EditedRecord
  children?: ReactNode
}

function control(field: FormField) {
  switch (field.input) {
    case 'text':
      return <Input {...field.inputProps} />
    case 'password':
      return <Password autoComplete="new-password" />
    case 'switch':
      return <Switch />
    case 'select':
      return <Select options={field.options} aria-label={field.label} />
    case 'checkboxes':
      return <Checkbox.Group options={field.options} />
  }
}

/**
 * The create and edit modal of a declared record: its fields from the declaration, each with the
 * schema's rule, saved through `submitForm` (toasts and server messages on their fields); a success
 * goes back to the list.
 */
export function RecordFormModal<TInput, TSaved extends object>(props: Props<TInput, TSaved>) {
  const { editing, title, okText, width, schema, saveSchema, initial, save, messages, onSaved, live } = props
  const [form] = Form.useForm()
  const changedNotice = useChangedWhileEditing(form, editing ? live : undefined, initial)
  const closeTo = editing ? '../..' : '..'
  const close = useCloseRouteModal(closeTo)
  const fields = props.fields.filter((field) => !(editing && field.createOnly))

  const submit = async () => {
    const saved = await submitForm(form, (saveSchema ?? schema) as ZodType<TInput>, save.mutateAsync, messages)
    if (!saved) return
    onSaved?.(saved)
    close()
  }

  const item = (field: FormField) => (
    <Form.Item
      key={field.name}
      name={field.name}
      label={field.label}
      tooltip={field.tooltip}
      required={field.required}
      {...(field.input === 'switch' ? { valuePropName: 'checked' } : {})}
      {...(field.input === 'switch' || field.input === 'checkboxes' ? {} : { rules: [fieldRule(schema, field.name)] })}
    >
      {control(field)}
    </Form.Item>
  )
  // Half fields go in pairs, side by side.
  const rows: FormField[][] = []
  for (const field of fields) {
    const last = rows.at(-1)
    if (field.half && last?.length === 1 && last[0]!.half) last.push(field)
    else rows.push([field])
  }

  return (
    <RouteModal closeTo={closeTo} title={title} okText={okText} onOk={() => void submit()} confirmLoading={save.isPending} width={width} form={form}>
      {changedNotice}
      {props.children}
      <Form form={form} layout="vertical" initialValues={initial} validateTrigger="onBlur">
        {rows.map((row) =>
          row[0]!.half ? (
            <Row gutter={16} key={row[0]!.name}>
              {row.map((field) => (
                <Col span={12} key={field.name}>
                  {item(field)}
                </Col>
              ))}
            </Row>
          ) : (
            <Fragment key={row[0]!.name}>{item(row[0]!)}</Fragment>
          ),
        )}
      </Form>
    </RouteModal>
  )
}
