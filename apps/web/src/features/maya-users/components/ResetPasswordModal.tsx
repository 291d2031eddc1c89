import { Form, Input, Typography } from 'antd'
import { mayaUserMessages, mayaUserResetPasswordSchema } from '@mc/domain/staff/maya-user.schema'
import { RouteModal, useCloseRouteModal } from '../../../shared/components/RouteModal'
import { submitForm } from '../../../shared/forms/submit-form'
import { fieldRule } from '../../../shared/forms/zod-rules'
import { useResetMayaPassword } from '../api/use-maya-user-mutations'
import { fullName, type MayaUser } from '../api/maya-user.types'

/** /admin/mayaUsers/{id}/reset-password: a new password, stored as a new hash. */
export function ResetPasswordModal({ user }: { user: MayaUser }) {
  const [form] = Form.useForm<{ password: string }>()
  const close = useCloseRouteModal('../..')
  const reset = useResetMayaPassword(user.id)

  const submit = async () => {
    const saved = await submitForm(form, mayaUserResetPasswordSchema, ({ password }) => reset.mutateAsync(password), {
      success: () => mayaUserMessages.reset(user.firstName),
      failure: () => mayaUserMessages.resetFailed,
    })
    if (saved) close()
  }

  return (
    <RouteModal
      closeTo="../.."
      title="Reset Password"
      okText="Reset Password"
      onOk={() => void submit()}
      confirmLoading={reset.isPending}
      width={480}
      form={form}
    >
      <Typography.Paragraph type="secondary">
        Set a new password for {fullName(user)} ({user.email}).
      </Typography.Paragraph>
      <Form form={form} layout="vertical" validateTrigger="onBlur">
        <Form.Item name="password" label="New Password" rules={[fieldRule(mayaUserResetPasswordSchema, 'password')]} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </RouteModal>
  )
}
