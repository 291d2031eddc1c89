import { Spin } from 'antd'
import { useParams } from 'react-router'
import { RouteModal } from '../../shared/components/RouteModal'
import { useResponsibility } from './api/use-lookup-lists'
import { ResponsibilityFormModal } from './components/ResponsibilityFormModal'

/** /admin/responsibilities/{identity}/edit. */
export function EditResponsibilityModal() {
  const { identity = '' } = useParams()
  const row = useResponsibility(identity)
  if (row.data) return <ResponsibilityFormModal key={identity} responsibility={row.data} />
  return (
    <RouteModal closeTo="../.." title="Edit Responsibility" footer={null}>
      {row.isLoading ? <Spin /> : 'This responsibility no longer exists.'}
    </RouteModal>
  )
}
