import { Form } from 'antd'
import { useNavigate } from 'react-router'
import { dashboardMappingBodySchema, lookupMessages, type DashboardMappingBody } from '@mc/domain/staff/lookup-tables.schema'
import { RouteModal } from '../../../shared/components/RouteModal'
import { notify } from '../../../shared/feedback/notify'
import { applyServerErrors } from '../../../shared/forms/zod-rules'
import { useSaveMapping } from '../api/use-mappings'
import { MappingFields } from './MappingFields'

/** /admin/sisense_dashboard_responsibilities/new; a success goes to the mapping list. */
export function NewMappingModal() {
  const [form] = Form.useForm<DashboardMappingBody>()
  const navigate = useNavigate()
  const save = useSaveMapping()

  const submit = async () => {
    let values: DashboardMappingBody
    try {
      values = await form.validateFields()
    } catch {
      return
    }
    try {
      await save.mutateAsync(dashboardMappingBodySchema.parse(values))
      notify.success(lookupMessages.mappingCreated)
      navigate('/admin/sisense_dashboard_responsibilities')
    } catch (error) {
      applyServerErrors(form, error)
      notify.error(lookupMessages.mappingCreateFailed, error)
    }
  }

  return (
    <RouteModal title="New Mapping" okText={lookupMessages.createMappingButton} onOk={() => void submit()} confirmLoading={save.isPending} width={560}>
      <MappingFields form={form} />
    </RouteModal>
  )
}
