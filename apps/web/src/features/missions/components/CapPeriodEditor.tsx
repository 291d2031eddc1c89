import type { Ref } from 'react'
import { Button, DatePicker, Flex, Form, type InputRef } from 'antd'
import { Input } from '../../../shared/forms/inputs'
import dayjs, { type Dayjs } from 'dayjs'
import {
  capPeriodSchema,
  DATE_FORMAT,
  hasPeriodEnded,
  hasPeriodStarted,
  isCapPeriodDateDisabled,
  missionMessages,
  REQUIRED,
  validateCapPeriod,
  WIRE_DATE_FORMAT,
  type CapPeriodForm,
  type ExistingCapPeriod,
} from '@mc/domain'
import { submitForm, type Saved } from '../../../shared/forms/submit-form'
import { crossFieldRule } from '../../../shared/forms/zod-rules'
import { fadeRefusedDays } from '../../../shared/forms/outside-days'
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes'
import { enterSubmits } from '../../../shared/forms/form-focus'

interface Props {
  editing: ExistingCapPeriod | null
  existing: ExistingCapPeriod[]
  today: string
  saving: boolean
  /** Sends the period; throws the API error on failure. */
  onSave: (period: CapPeriodForm & { id?: string }) => Promise<Saved>
  onSaved: () => void
  onCancel: () => void
  /** The Title box, for the dialog to give it the focus back. */
  titleRef?: Ref<InputRef>
}

/**
 * Add or edit one cap period: title and date range, with the date rules of 000 §5 in the picker and
 * on save. Its dialog has no OK: Enter in Title presses this form's own save, as OK would.
 */
export function CapPeriodEditor({ editing, existing, today, saving, onSave, onSaved, onCancel, titleRef }: Props) {
  const [form] = Form.useForm<{ name: string; dates: [Dayjs, Dayjs] | null }>()
  useUnsavedChanges(form)
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
    const id = editing ? String(editing.id) : undefined
    const saved = await submitForm(form, capPeriodSchema({ id, existing, mode, today }), (period) => onSave({ id, ...period }), {
      toInput: (values) => ({
        name: values.name,
        startDate: values.dates?.[0]?.format(WIRE_DATE_FORMAT),
        endDate: values.dates?.[1]?.format(WIRE_DATE_FORMAT),
      }),
      fields: { startDate: 'dates', endDate: 'dates' },
      success: (_, period) => missionMessages.capPeriodSaved(editing ? 'updated' : 'created', period.name),
      failure: (period) => missionMessages.capPeriodSaveFailed(editing ? 'update' : 'create', period.name),
    })
    if (saved) onSaved()
  }
  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={editing ? { name: editing.name, dates: [dayjs(editing.startDate), dayjs(editing.endDate)] } : { name: '', dates: null }}
      style={{ marginTop: 16, padding: 16, background: '#fafafa', borderRadius: 8 }}
      onKeyDown={enterSubmits(() => {
        if (!saving) void submit()
      })}
    >
      <Form.Item name="name" label="Title" required rules={[{ required: true, whitespace: true, message: REQUIRED }]}>
        <Input autoFocus ref={titleRef} />
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
