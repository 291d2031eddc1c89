import { Table, Typography } from 'antd'
import type { AuditEntryView } from '@mc/domain/audit/audit'

interface FieldChange {
  field: string
  before: unknown
  after: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const shown = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value))

/** The fields an entry changed (all of them for a create or a delete), each before and after. */
export function fieldChanges(entry: Pick<AuditEntryView, 'before' | 'after'>): FieldChange[] {
  const before = isRecord(entry.before) ? entry.before : {}
  const after = isRecord(entry.after) ? entry.after : {}
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  const oneSided = !isRecord(entry.before) || !isRecord(entry.after)
  return fields
    .filter((field) => oneSided || shown(before[field]) !== shown(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }))
}

/** A long value (a list of credentials) wraps inside its cell rather than widening the page. */
const Value = ({ value }: { value: unknown }) => <code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shown(value)}</code>

/** An entry opened in the Audit table: what it changed, field by field. */
export function AuditChange({ entry }: { entry: AuditEntryView }) {
  const changes = fieldChanges(entry)
  if (changes.length === 0) return <Typography.Text type="secondary">No field changed.</Typography.Text>
  return (
    <Table<FieldChange>
      size="small"
      tableLayout="fixed"
      rowKey="field"
      pagination={false}
      dataSource={changes}
      aria-label={`Changes of entry ${entry.id}`}
      columns={[
        { title: 'Field', dataIndex: 'field', width: 160 },
        { title: 'Before', dataIndex: 'before', render: (value: unknown) => <Value value={value} /> },
        { title: 'After', dataIndex: 'after', render: (value: unknown) => <Value value={value} /> },
      ]}
    />
  )
}
