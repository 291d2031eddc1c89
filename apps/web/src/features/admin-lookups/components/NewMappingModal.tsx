import { Form } from 'antd'
import { useNavigate } from 'react-router'
import { dashboardMappingBodySchema, lookupMessages, type DashboardMappingBody } from '@mc/domain/staff/lookup-tables.schema'
import { RouteModal } from '../../../shared/components/RouteModal'
import { submitForm } from '../../../shared/forms/submit-form'
import { useSaveMapping } from '../api/use-mappings'
import { MappingFields } from './MappingFields'
import * as paths from '../../../shared/routing/paths'

/** /admin/sisense_dashboard_responsibilities/new; a success goes to the mapping list. */
export function NewMappingModal() {
  const [form] = Form.useForm<DashboardMappingBody>()
  const navigate = useNavigate()
  const save = useSaveMapping()

  const submit = async () => {
    const saved = await submitForm(form, dashboardMappingBodySchema, save.mutateAsync, {
      success: () => lookupMessages.mappingCreated,
      failure: () => lookupMessages.mappingCreateFailed,
    })
    if (saved) navigate(paths.dashboardMappings)
  }

  return (
    <RouteModal
      title="New Mapping"
      okText={lookupMessages.createMappingButton}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      width={560}
      form={form}
    >
      <MappingFields form={form} />
    </RouteModal>
  )
}
