import { Form } from 'antd'
import { missionCreateSchema, missionEditSchema, missionMessages, type MissionFormContext } from '@mc/domain'
import { RouteModal } from '../../../shared/components/RouteModal'
import { notify } from '../../../shared/feedback/notify'
import { applyServerErrors } from '../../../shared/forms/zod-rules'
import { MISSION_FORM_FIELDS, MissionForm, toSchemaInput, type MissionFormValues } from './MissionForm'

interface Props<T> {
  mode: 'create' | 'edit'
  context: MissionFormContext
  initial: Partial<MissionFormValues>
  dateBounds: { earliest: string; latest: string }
  saving: boolean
  /** Sends the parsed form; throws the API error on failure. */
  save: (parsed: Record<string, unknown>) => Promise<T>
  onSaved: (result: T) => void
}

/** Add Mission and Edit Mission: validates with the domain schema, then saves; the server's field messages land on the fields. */
export function MissionFormModal<T>({ mode, context, initial, dateBounds, saving, save, onSaved }: Props<T>) {
  const [form] = Form.useForm<MissionFormValues>()
  const fieldOf = (key: string) => MISSION_FORM_FIELDS[key] ?? (key as keyof MissionFormValues)
  const submit = async () => {
    try {
      await form.validateFields()
    } catch {
      return // antd shows each field's message
    }
    const schema = mode === 'create' ? missionCreateSchema(context) : missionEditSchema(context)
    const parsed = schema.safeParse(toSchemaInput(form.getFieldsValue(true) as MissionFormValues))
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: fieldOf(String(issue.path[0])), errors: [issue.message] })))
      return
    }
    try {
      onSaved(await save(parsed.data as Record<string, unknown>))
    } catch (error) {
      applyServerErrors(form, error, MISSION_FORM_FIELDS)
      notify.error(mode === 'create' ? missionMessages.createFailed : missionMessages.editFailed, error)
    }
  }
  return (
    <RouteModal
      title={mode === 'create' ? 'Add Mission' : 'Edit Mission'}
      okText={mode === 'create' ? 'Create Mission' : 'Save Mission'}
      onOk={() => void submit()}
      confirmLoading={saving}
      width={640}
    >
      <MissionForm form={form} initial={initial} context={context} mode={mode} dateBounds={dateBounds} />
    </RouteModal>
  )
}
