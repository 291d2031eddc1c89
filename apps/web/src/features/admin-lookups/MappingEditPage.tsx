import { Button, Card, Form, Space, Spin } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { dashboardMappingBodySchema, lookupMessages, type DashboardMappingBody } from '@mc/domain/staff/lookup-tables.schema'
import { PageTitle } from '../../shared/components/PageTitle'
import { LoadError } from '../../shared/components/LoadError'
import { submitForm } from '../../shared/forms/submit-form'
import { UnsavedChangesGuard } from '../../shared/forms/unsaved-changes'
import { useMapping, useSaveMapping } from './api/use-mappings'
import { MappingFields } from './components/MappingFields'
import * as paths from '../../shared/routing/paths'

/** /admin/sisense_dashboard_responsibilities/{id}/edit: a full-page edit card (001 §2). */
export function MappingEditPage() {
  const { id = '' } = useParams()
  const mapping = useMapping(id)
  const [form] = Form.useForm<DashboardMappingBody>()
  const navigate = useNavigate()
  const save = useSaveMapping(mapping.data?.id)

  const submit = async () => {
    const saved = await submitForm(form, dashboardMappingBodySchema, save.mutateAsync, {
      success: () => lookupMessages.mappingUpdated,
      failure: () => lookupMessages.mappingUpdateFailed,
    })
    if (saved) navigate(paths.dashboardMappings)
  }

  return (
    <>
      <PageTitle
        title="Edit Mapping"
        crumbs={[
          { label: 'Admin Workbench', to: paths.adminWorkbench },
          { label: 'Dashboard/Responsibilities', to: paths.dashboardMappings },
          { label: 'Edit Mapping' },
        ]}
      />
      {mapping.isError && <LoadError title="Failed to load Mapping" error={mapping.error} onRetry={() => void mapping.refetch()} />}
      <Card style={{ maxWidth: 640 }}>
        {mapping.isLoading && <Spin />}
        {mapping.data && (
          <>
            {/* Guarded from when the form is drawn with the mapping, its start. */}
            <UnsavedChangesGuard form={form} />
            <MappingFields
              form={form}
              showActive
              initial={{
                responsibility_identity: mapping.data.responsibility_identity,
                sisense_dashboard_id: mapping.data.sisense_dashboard_id,
                is_active: mapping.data.is_active,
              }}
            />
            <Space>
              <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
                Save Mapping
              </Button>
              <Button onClick={() => navigate(paths.dashboardMappings)}>Cancel</Button>
            </Space>
          </>
        )}
      </Card>
    </>
  )
}
