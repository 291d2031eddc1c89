import { Form, Switch } from 'antd'
import { Input } from '../../../shared/forms/inputs'
import { lookupMessages, responsibilityBodySchema, type ResponsibilityBody } from '@mc/domain/staff/lookup-tables.schema'
import { RouteModal, useCloseRouteModal } from '../../../shared/components/RouteModal'
import { submitForm } from '../../../shared/forms/submit-form'
import { fieldRule } from '../../../shared/forms/zod-rules'
import { useSaveResponsibility } from '../api/use-save-responsibility'
import type { Responsibility } from '../api/lookup.types'

type Values = Pick<ResponsibilityBody, 'name' | 'description'> & { is_active: boolean }

/** Add Row (no `responsibility`) or edit: name and description, each required and at most 64. */
export function ResponsibilityFormModal({ responsibility }: { responsibility?: Responsibility }) {
  const [form] = Form.useForm<Values>()
  const closeTo = responsibility ? '../..' : '..'
  const close = useCloseRouteModal(closeTo)
  const save = useSaveResponsibility(responsibility?.identity)

  const submit = async () => {
    const saved = await submitForm(form, responsibilityBodySchema, save.mutateAsync, {
      success: (row) => (responsibility ? lookupMessages.responsibilityEdited(row.name) : lookupMessages.responsibilityCreated(row.name)),
      failure: (input) => (responsibility ? lookupMessages.responsibilityEditFailed(input.name) : lookupMessages.responsibilityCreateFailed(input.name)),
    })
    if (saved) close()
  }

  const initial: Values = responsibility
    ? { name: responsibility.name, description: responsibility.description, is_active: responsibility.is_active }
    : { name: '', description: '', is_active: true }

  return (
    <RouteModal
      closeTo={closeTo}
      title={responsibility ? 'Edit Responsibility' : 'New Responsibility'}
      okText={responsibility ? 'Save' : 'Create'}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      form={form}
    >
      <Form form={form} layout="vertical" initialValues={initial} validateTrigger="onBlur">
        <Form.Item name="name" label="Name" rules={[fieldRule(responsibilityBodySchema, 'name')]} required>
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[fieldRule(responsibilityBodySchema, 'description')]} required>
          <Input />
        </Form.Item>
        <Form.Item name="is_active" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </RouteModal>
  )
}
