import type { ReactNode } from 'react'
import { Spin } from 'antd'
import { useParams } from 'react-router'
import { RouteModal } from '../../shared/components/RouteModal'
import { useMayaUsers } from './api/use-maya-users'
import type { MayaUser } from './api/maya-user.types'
import { MayaUserFormModal } from './components/MayaUserFormModal'
import { ResetPasswordModal } from './components/ResetPasswordModal'

/** Finds the user of the route's :id in the list the page already polls. */
function WithMayaUser({ title, children }: { title: string; children: (user: MayaUser) => ReactNode }) {
  const { id } = useParams()
  const users = useMayaUsers()
  const user = users.data?.data.find((u) => String(u.id) === id)
  if (user) return <>{children(user)}</>
  return (
    <RouteModal closeTo="../.." title={title} footer={null}>
      {users.isLoading ? <Spin /> : 'This Maya user no longer exists.'}
    </RouteModal>
  )
}

export const EditMayaUserModal = () => <WithMayaUser title="Edit Maya User">{(user) => <MayaUserFormModal key={user.id} user={user} />}</WithMayaUser>

export const ResetMayaPasswordModal = () => <WithMayaUser title="Reset Password">{(user) => <ResetPasswordModal key={user.id} user={user} />}</WithMayaUser>
