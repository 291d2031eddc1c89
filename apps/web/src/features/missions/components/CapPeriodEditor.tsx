import { Button, DatePicker, Flex, Form, Input } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import {
  DATE_FORMAT,
  hasPeriodEnded,
  hasPeriodStarted,
  isCapPeriodDateDisabled,
  REQUIRED,
  validateCapPeriod,
  WIRE_DATE_FORMAT,
  type CapPeriodForm,
  type ExistingCapPeriod,
} from '@mc/domain'
import { applyServerErrors, crossFieldRule } from '../../../shared/forms/zod-rules'
import { fadeRefusedDays } from '../../../shared/forms/outside-days'

interface Props {
  editing: ExistingCapPeriod | null
  existing: ExistingCapPeriod[]
  today: string
  saving: boolean
  onSave: (period: CapPeriodForm & { id?: string }) => Promise<void>
  onCancel: () => void
}

/** Add or edit one cap period: title and date range, with the date rules of 000 §5 in the picker and on save. */
export function CapPeriodEditor({ editing, existing, today, saving, onSave, onCancel }: Props) {
  const [form] = Form.useForm<{ name: string; dates: [Dayjs, Dayjs] | null }>()
  const mode = editing ? 'edit' : 'create'
  const started = !!editing && hasPeriodStarted(editing, today)
  const ended = !!editing && hasPeriodEnded(editing, today)
  // The dates' own message (too early, started or ended, overlapping another period) as soon as they are chosen or typed.
  const datesRule = crossFieldRule(() => {
    const dates = form.getFieldValue('dates') as [Dayjs, Dayjs] | null
    if (!dates?.[0] || !dates[1]) return undefined
    // Any title: only the dates are checked here (the title has its own rule).
    const period = { id: editing?.id, name: 'dates', startDate: dates[0].format(WIRE_DATE_FORMAT), endDate: dates[1].format(WIRE_DATE_FORMAT) }
    const errors = validateCapPeriod({ period, existing, mode, today })
    return errors.startDate ?? errors.endDate
  })
  const submit = async () => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    const period = {
      id: editing ? String(editing.id) : undefined,
      name: values.name,
      startDate: values.dates?.[0]?.format(WIRE_DATE_FORMAT),
      endDate: values.dates?.[1]?.format(WIRE_DATE_FORMAT),
    }
    const errors = validateCapPeriod({ period, existing, mode, today })
    const messages = Object.entries(errors).map(([key, message]) => ({ name: (key === 'name' ? 'name' : 'dates') as 'name' | 'dates', errors: [message!] }))
    if (messages.length) return form.setFields(messages)
    try {
      await onSave({ id: period.id, name: values.name.trim(), startDate: period.startDate!, endDate: period.endDate! })
    } catch (error) {
      applyServerErrors(form, error, { startDate: 'dates', endDate: 'dates' })
    }
  }
  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={editing ? { name: editing.name, dates: [dayjs(editing.startDate), dayjs(editing.endDate)] } : { name: '', dates: null }}
      style={{ marginTop: 16, padding: 16, background: '#fafafa', borderRadius: 8 }}
    >
      <Form.Item name="name" label="Title" required rules={[{ required: true, whitespace: true, message: REQUIRED }]}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="dates" label="Date Range" required rules={[{ required: true, message: REQUIRED }, datesRule]} validateTrigger={['onChange', 'onBlur']}>
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          style={{ width: '100%' }}
          disabled={[started || ended, ended]}
          cellRender={fadeRefusedDays((day) => isCapPeriodDateDisabled(day, { mode, today, existing, editingId: editing?.id }))}
        />
      </Form.Item>
      <Flex gap={8} justify="end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" loading={saving} onClick={() => void submit()}>
          {editing ? 'Save Cap Period' : 'Add Cap Period'}
        </Button>
      </Flex>
    </Form>
  )
}
