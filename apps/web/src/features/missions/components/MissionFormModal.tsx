import { Form } from 'antd'
import { missionCreateSchema, missionEditSchema, missionMessages, type MissionFormContext } from '@mc/domain'
import { RouteModal } from '../../../shared/components/RouteModal'
import { submitForm, type Saved } from '../../../shared/forms/submit-form'
import { MISSION_FORM_FIELDS, MissionForm, toSchemaInput, type MissionFormValues } from './MissionForm'
import { useChangedWhileEditing, type EditedRecord } from '../../../shared/live/ChangedWhileEditing'

interface Props<T extends Saved> {
  mode: 'create' | 'edit'
  context: MissionFormContext
  initial: Partial<MissionFormValues>
  dateBounds: { earliest: string; latest: string }
  /** Where a same-named mission is looked for (a warning under the name). */
  duplicateScope: { campaign: string; except?: string }
  saving: boolean
  /** Sends the parsed form; throws the API error on failure. */
  save: (parsed: Record<string, unknown>) => Promise<T>
  onSaved: (result: T) => void
  /** Editing: the mission as the live console names it, so a colleague's change is told, never written over the form. */
  live?: EditedRecord
}

/** Add Mission and Edit Mission: validates with the domain schema, then saves; the server's field messages land on the fields. */
export function MissionFormModal<T extends Saved>({ mode, context, initial, dateBounds, duplicateScope, saving, save, onSaved, live }: Props<T>) {
  const [form] = Form.useForm<MissionFormValues>()
  const changedNotice = useChangedWhileEditing(form, live, initial)
  const submit = async () => {
    const schema = mode === 'create' ? missionCreateSchema(context) : missionEditSchema(context)
    const saved = await submitForm(form, schema, (parsed) => save(parsed as Record<string, unknown>), {
      toInput: toSchemaInput,
      fields: MISSION_FORM_FIELDS,
      failure: () => (mode === 'create' ? missionMessages.createFailed : missionMessages.editFailed),
    })
    if (saved) onSaved(saved)
  }
  return (
    <RouteModal
      title={mode === 'create' ? 'Add Mission' : 'Edit Mission'}
      okText={mode === 'create' ? 'Create Mission' : 'Save Mission'}
      onOk={() => void submit()}
      confirmLoading={saving}
      width={640}
      form={form}
    >
      {changedNotice}
      <MissionForm form={form} initial={initial} context={context} mode={mode} dateBounds={dateBounds} duplicateScope={duplicateScope} />
    </RouteModal>
  )
}
