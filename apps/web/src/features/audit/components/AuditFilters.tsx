import { Button, Card, Form, Select, Space } from 'antd'
import { AUDIT_ENTITY_TYPES } from '@mc/domain/audit/audit'
import { Input } from '../../../shared/forms/inputs'
import { checkForm } from '../../../shared/forms/submit-form'
import type { AuditFilterValues } from '../api/use-audit'

const EMPTY: AuditFilterValues = { actor: '', entityType: '', action: '', from: '', to: '' }
const entityOptions = Object.entries(AUDIT_ENTITY_TYPES).map(([value, label]) => ({ value, label }))
// The API's rule, loaded when the filters are first applied.
const auditQuerySchema = () => import('@mc/domain/audit/audit.schema').then((module) => module.auditQuerySchema)

/** Who, what kind of record, which action, which days: applied together, cleared together. */
export function AuditFilters({ value, onApply }: { value: AuditFilterValues; onApply: (filters: AuditFilterValues) => void }) {
  const [form] = Form.useForm<AuditFilterValues>()
  const apply = async () => {
    const checked = await checkForm(form, auditQuerySchema, { toInput: (values) => ({ ...EMPTY, ...values, entityType: values.entityType ?? '' }) })
    if (!checked) return
    onApply({ actor: checked.actor ?? '', entityType: checked.entityType ?? '', action: checked.action ?? '', from: checked.from ?? '', to: checked.to ?? '' })
  }
  const clear = () => {
    form.setFieldsValue(EMPTY)
    onApply(EMPTY)
  }
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form form={form} layout="inline" initialValues={value} onFinish={() => void apply()} aria-label="Audit filters">
        <Form.Item label="Who" name="actor">
          <Input placeholder="Part of an e-mail" allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item label="Entity Type" name="entityType">
          <Select placeholder="Any" allowClear options={entityOptions} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="Action" name="action">
          <Input placeholder="Part of an action" allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="From" name="from">
          <Input type="date" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label="To" name="to">
          <Input type="date" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              Apply
            </Button>
            <Button onClick={clear}>Clear</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  )
}
