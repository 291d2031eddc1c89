import { Button, Card } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { Link, Outlet } from 'react-router'
import { mayaUserMessages } from '@mc/domain/staff/maya-user.schema'
import { PageTitle } from '../../shared/components/PageTitle'
import { LoadError } from '../../shared/components/LoadError'
import { notify } from '../../shared/feedback/notify'
import { useMayaUsers } from './api/use-maya-users'
import { useDeleteMayaUser } from './api/use-maya-user-mutations'
import { MayaUsersTable } from './components/MayaUsersTable'
import type { MayaUser } from './api/maya-user.types'
import * as paths from '../../shared/routing/paths'

/** /admin/mayaUsers: active Maya users; /new, /{id}/edit and /{id}/reset-password are modals over it. */
export function MayaUsersPage() {
  const users = useMayaUsers()
  const remove = useDeleteMayaUser()

  const onDelete = async (user: MayaUser) => {
    try {
      await remove.mutateAsync(user.id)
      notify.success(mayaUserMessages.deleted(user.firstName))
    } catch (error) {
      notify.error(mayaUserMessages.deleteFailed(user.firstName), error)
    }
  }

  return (
    <>
      <PageTitle
        title="Maya Users"
        crumbs={[{ label: 'Admin Workbench', to: paths.adminWorkbench }, { label: 'Maya Users' }]}
        actions={
          <Link to={paths.newMayaUser}>
            <Button type="primary" icon={<PlusOutlined />}>
              Add Maya Users
            </Button>
          </Link>
        }
      />
      {users.isError && <LoadError title="Failed to load Maya Users" error={users.error} onRetry={() => void users.refetch()} />}
      <Card styles={{ body: { padding: 0 } }}>
        <MayaUsersTable users={users.data?.data ?? []} loading={users.isLoading} onDelete={onDelete} />
      </Card>
      <Outlet />
    </>
  )
}
