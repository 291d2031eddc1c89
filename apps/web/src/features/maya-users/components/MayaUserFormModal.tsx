import { App, Typography } from 'antd'
import { DEFAULT_QNS_LEVEL, mayaUserCreateSchema, mayaUserMessages, mayaUserPatchSchema, QNS_LEVEL_LABELS, QNS_LEVELS } from '@mc/domain/staff/maya-user.schema'
import { RecordFormModal, type FormField } from '../../../shared/resource/RecordFormModal'
import { useSaveMayaUser } from '../api/use-maya-user-mutations'
import { fullName, type MayaUser } from '../api/maya-user.types'
import { queryKeys } from '../../../shared/api/query-keys'
import { recordChangedBy } from '../../../shared/live/live'

const fields: FormField[] = [
  { name: 'email', label: 'Email', input: 'text', required: true, inputProps: { autoComplete: 'off' } },
  { name: 'firstName', label: 'First Name', input: 'text', required: true },
  { name: 'lastName', label: 'Last Name', input: 'text', required: true },
  { name: 'password', label: 'Password', input: 'password', required: true, createOnly: true },
  {
    name: 'qnsLevel',
    label: 'User Access',
    input: 'select',
    required: true,
    options: QNS_LEVELS.map((level) => ({ value: level, label: `${level} - ${QNS_LEVEL_LABELS[level]}` })),
  },
]

/** Create (with a password) or edit a Maya user; a success goes back to the list, a create shows its API token first. */
export function MayaUserFormModal({ user }: { user?: MayaUser }) {
  const save = useSaveMayaUser(user?.id)
  const { modal } = App.useApp()

  const showToken = (created: MayaUser) => {
    if (!created.apiToken) return
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
  }
  const failure = (input: { firstName?: string; lastName?: string }) => {
    const name = `${input.firstName ?? ''} ${input.lastName ?? ''}`.trim()
    return user ? mayaUserMessages.updateFailed(name) : mayaUserMessages.createFailed(name)
  }

  return (
    <RecordFormModal
      editing={!!user}
      title={user ? 'Edit Maya User' : 'Add Maya Users'}
      okText={user ? 'Save' : 'Create'}
      width={520}
      fields={fields}
      schema={mayaUserCreateSchema}
      saveSchema={user ? mayaUserPatchSchema : mayaUserCreateSchema}
      initial={
        user
          ? { email: user.email, firstName: user.firstName, lastName: user.lastName, qnsLevel: user.qnsLevel }
          : { email: '', firstName: '', lastName: '', password: '', qnsLevel: DEFAULT_QNS_LEVEL }
      }
      save={save}
      live={user && { key: `maya-user:${user.id}`, changedBy: recordChangedBy('mayaUser', user.id), queryKey: queryKeys.mayaUsers.all }}
      messages={{ success: (row) => (user ? mayaUserMessages.updated(fullName(row)) : mayaUserMessages.created(fullName(row))), failure }}
      onSaved={user ? undefined : showToken}
    />
  )
}
