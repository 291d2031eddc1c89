import { RecordFromRoute } from '../../shared/resource/RecordFromRoute'
import { useMayaUser } from './api/use-maya-users'
import { MayaUserFormModal } from './components/MayaUserFormModal'
import { ResetPasswordModal } from './components/ResetPasswordModal'

const MISSING = 'This Maya user no longer exists.'

export const EditMayaUserModal = () => (
  <RecordFromRoute param="id" useRecord={useMayaUser} title="Edit Maya User" missing={MISSING}>
    {(user) => <MayaUserFormModal key={user.id} user={user} />}
  </RecordFromRoute>
)

export const ResetMayaPasswordModal = () => (
  <RecordFromRoute param="id" useRecord={useMayaUser} title="Reset Password" missing={MISSING}>
    {(user) => <ResetPasswordModal key={user.id} user={user} />}
  </RecordFromRoute>
)
