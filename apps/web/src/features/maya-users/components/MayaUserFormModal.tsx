import { App, Form, Input, Select, Typography } from 'antd'
import { DEFAULT_QNS_LEVEL, mayaUserCreateSchema, mayaUserMessages, mayaUserPatchSchema, QNS_LEVEL_LABELS, QNS_LEVELS } from '@mc/domain/staff/maya-user.schema'
import { RouteModal, useCloseRouteModal } from '../../../shared/components/RouteModal'
import { submitForm } from '../../../shared/forms/submit-form'
import { fieldRule } from '../../../shared/forms/zod-rules'
import { useCreateMayaUser, useUpdateMayaUser } from '../api/use-maya-user-mutations'
import { fullName, type MayaUser } from '../api/maya-user.types'

interface Values {
  email: string
  firstName: string
  lastName: string
  password?: string
  qnsLevel: number
}

const rule = (field: keyof Values) => [fieldRule(mayaUserCreateSchema, field)]
const LEVEL_OPTIONS = QNS_LEVELS.map((level) => ({ value: level, label: `${level} - ${QNS_LEVEL_LABELS[level]}` }))

/** Create (with a password) or edit a Maya user; a success goes back to the list. */
export function MayaUserFormModal({ user }: { user?: MayaUser }) {
  const [form] = Form.useForm<Values>()
  const closeTo = user ? '../..' : '..'
  const close = useCloseRouteModal(closeTo)
  const create = useCreateMayaUser()
  const update = useUpdateMayaUser(user?.id ?? 0)
  const { modal } = App.useApp()

  const showToken = (created: MayaUser) =>
    modal.success({
      title: `API token for ${fullName(created)}`,
      width: 560,
      content: (
        <>
          <Typography.Paragraph>Copy it now: it is stored only as a hash and cannot be shown again.</Typography.Paragraph>
          <Typography.Paragraph copyable code style={{ wordBreak: 'break-all' }}>
            {created.apiToken}
          </Typography.Paragraph>
        </>
      ),
    })

  const submit = async () => {
    const failure = (input: { firstName?: string; lastName?: string }) => {
      const name = `${input.firstName ?? ''} ${input.lastName ?? ''}`.trim()
      return user ? mayaUserMessages.updateFailed(name) : mayaUserMessages.createFailed(name)
    }
    if (user) {
      const saved = await submitForm(form, mayaUserPatchSchema, update.mutateAsync, { success: (row) => mayaUserMessages.updated(fullName(row)), failure })
      if (saved) close()
      return
    }
    const created = await submitForm(form, mayaUserCreateSchema, create.mutateAsync, { success: (row) => mayaUserMessages.created(fullName(row)), failure })
    if (!created) return
    if (created.apiToken) showToken(created)
    close()
  }

  const initial: Values = user
    ? { email: user.email, firstName: user.firstName, lastName: user.lastName, qnsLevel: user.qnsLevel }
    : { email: '', firstName: '', lastName: '', password: '', qnsLevel: DEFAULT_QNS_LEVEL }

  return (
    <RouteModal
      closeTo={closeTo}
      title={user ? 'Edit Maya User' : 'Add Maya Users'}
      okText={user ? 'Save' : 'Create'}
      onOk={() => void submit()}
      confirmLoading={create.isPending || update.isPending}
      width={520}
      form={form}
    >
      <Form form={form} layout="vertical" initialValues={initial} validateTrigger="onBlur">
        <Form.Item name="email" label="Email" rules={rule('email')} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="firstName" label="First Name" rules={rule('firstName')} required>
          <Input />
        </Form.Item>
        <Form.Item name="lastName" label="Last Name" rules={rule('lastName')} required>
          <Input />
        </Form.Item>
        {!user && (
          <Form.Item name="password" label="Password" rules={rule('password')} required>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="qnsLevel" label="User Access" rules={rule('qnsLevel')} required>
          <Select options={LEVEL_OPTIONS} aria-label="User Access" />
        </Form.Item>
      </Form>
    </RouteModal>
  )
}
