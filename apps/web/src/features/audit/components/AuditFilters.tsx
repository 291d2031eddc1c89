import { useEffect, useState, type ReactNode } from 'react'
import { Button, Card, Space, Typography } from 'antd'
import { AUDIT_ENTITY_TYPES } from '@mc/domain/audit/audit'
import { Input } from '../../../shared/forms/inputs'
import { SelectOnDemand } from '../../../shared/forms/SelectOnDemand'
import type { AuditFilterValues } from '../api/use-audit'

const EMPTY: AuditFilterValues = { actor: '', entityType: '', action: '', from: '', to: '' }
const entityOptions = Object.entries(AUDIT_ENTITY_TYPES).map(([value, label]) => ({ value, label }))
// The API's rule, loaded when the filters are first applied (zod stays out of the page's first load).
const auditQuerySchema = () => import('@mc/domain/audit/audit.schema').then((module) => module.auditQuerySchema)

function Filter({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <Typography.Text type="danger" id={`${id}-error`} style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  )
}

/**
 * Who, what kind of record, which action, which days: applied together (Apply or Enter), cleared
 * together. A bar of filters rather than a data-entry form, so antd's Form and its validator stay
 * out of the page: the values are checked by the API's own schema when applied.
 */
export function AuditFilters({ value, onApply }: { value: AuditFilterValues; onApply: (filters: AuditFilterValues) => void }) {
  const [draft, setDraft] = useState(value)
  const [errors, setErrors] = useState<Partial<Record<keyof AuditFilterValues, string>>>({})
  const applied = JSON.stringify(value)
  // Back and forward change the URL under the bar: it shows what the list shows.
  useEffect(() => setDraft(JSON.parse(applied) as AuditFilterValues), [applied])
  const set = (key: keyof AuditFilterValues) => (next: string | undefined) => setDraft((current) => ({ ...current, [key]: next ?? '' }))

  const apply = async () => {
    const parsed = (await auditQuerySchema()).safeParse(draft)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])))
      return
    }
    setErrors({})
    const { actor = '', entityType = '', action = '', from = '', to = '' } = parsed.data
    onApply({ actor, entityType, action, from, to })
  }
  const clear = () => {
    setErrors({})
    setDraft(EMPTY)
    onApply(EMPTY)
  }
  const text = (key: keyof AuditFilterValues, label: string, props: { placeholder?: string; type?: string; width: number }) => (
    <Filter id={`audit-${key}`} label={label} error={errors[key]}>
      <Input
        id={`audit-${key}`}
        value={draft[key]}
        onChange={(event) => set(key)(event.target.value)}
        placeholder={props.placeholder}
        type={props.type}
        style={{ width: props.width }}
        status={errors[key] ? 'error' : undefined}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `audit-${key}-error` : undefined}
      />
    </Filter>
  )
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <form
        aria-label="Audit filters"
        onSubmit={(event) => {
          event.preventDefault()
          void apply()
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' }}
      >
        {text('actor', 'Who', { placeholder: 'Part of an e-mail', width: 220 })}
        <Filter id="audit-entityType" label="Entity Type">
          <SelectOnDemand<string>
            id="audit-entityType"
            value={draft.entityType || undefined}
            onChange={set('entityType')}
            placeholder="Any"
            allowClear
            options={entityOptions}
            style={{ width: 210 }}
          />
        </Filter>
        {text('action', 'Action', { placeholder: 'Part of an action', width: 180 })}
        {text('from', 'From', { type: 'date', width: 150 })}
        {text('to', 'To', { type: 'date', width: 150 })}
        <Space>
          <Button type="primary" htmlType="submit">
            Apply
          </Button>
          <Button onClick={clear}>Clear</Button>
        </Space>
      </form>
    </Card>
  )
}
