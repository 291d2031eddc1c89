import { RecordFromRoute } from '../../shared/resource/RecordFromRoute'
import { useResponsibility } from './api/use-lookup-lists'
import { ResponsibilityFormModal } from './components/ResponsibilityFormModal'

/** /admin/responsibilities/{identity}/edit. */
export const EditResponsibilityModal = () => (
  <RecordFromRoute param="identity" useRecord={useResponsibility} title="Edit Responsibility" missing="This responsibility no longer exists.">
    {(row) => <ResponsibilityFormModal key={row.identity} responsibility={row} />}
  </RecordFromRoute>
)
