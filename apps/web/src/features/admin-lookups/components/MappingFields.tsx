import { Form, Select, Switch, type FormInstance } from 'antd'
import { dashboardMappingBodySchema, type DashboardMappingBody } from '@mc/domain/staff/lookup-tables.schema'
import { fieldRule } from '../../../shared/forms/zod-rules'
import { useDashboards, useMappableResponsibilities } from '../api/use-lookup-lists'

/** Responsibility and dashboard pickers (both required), used by the New Mapping modal and the edit card. */
export function MappingFields({
  form,
  initial,
  showActive,
}: {
  form: FormInstance<DashboardMappingBody>
  initial?: Partial<DashboardMappingBody>
  showActive?: boolean
}) {
  const responsibilities = useMappableResponsibilities()
  const dashboards = useDashboards()
  return (
    <Form form={form} layout="vertical" initialValues={{ is_active: true, ...initial }} validateTrigger="onBlur">
      <Form.Item name="responsibility_identity" label="Responsibility" rules={[fieldRule(dashboardMappingBodySchema, 'responsibility_identity')]} required>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="Choose a responsibility"
          loading={responsibilities.isLoading}
          options={(responsibilities.data ?? []).map((r) => ({ value: r.identity, label: r.name }))}
          aria-label="Responsibility"
        />
      </Form.Item>
      <Form.Item name="sisense_dashboard_id" label="Dashboard" rules={[fieldRule(dashboardMappingBodySchema, 'sisense_dashboard_id')]} required>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="Choose a Sisense dashboard"
          loading={dashboards.isLoading}
          options={(dashboards.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          aria-label="Dashboard"
        />
      </Form.Item>
      {showActive && (
        <Form.Item name="is_active" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </Form>
  )
}
