import { lookupMessages, responsibilityBodySchema, type ResponsibilityBody } from '@mc/domain/staff/lookup-tables.schema'
import { RecordFormModal, type FormField } from '../../../shared/resource/RecordFormModal'
import { useSaveLookupRow } from '../api/use-lookup-lists'
import type { Responsibility } from '../api/lookup.types'
import { queryKeys } from '../../../shared/api/query-keys'
import { lookupTableResources } from '@mc/domain/staff/lookup-tables.resources'
import { recordChangedBy } from '../../../shared/live/live'

// Name and description, each required and at most 64.
const fields: FormField[] = [
  { name: 'name', label: 'Name', input: 'text', required: true },
  { name: 'description', label: 'Description', input: 'text', required: true },
  { name: 'is_active', label: 'Active', input: 'switch' },
]

/** Add Row (no `responsibility`) or edit. */
export function ResponsibilityFormModal({ responsibility }: { responsibility?: Responsibility }) {
  const save = useSaveLookupRow<ResponsibilityBody, Responsibility>('responsibilities', responsibility?.identity)
  return (
    <RecordFormModal
      editing={!!responsibility}
      title={responsibility ? 'Edit Responsibility' : 'New Responsibility'}
      okText={responsibility ? 'Save' : 'Create'}
      fields={fields}
      schema={responsibilityBodySchema}
      initial={
        responsibility
          ? { name: responsibility.name, description: responsibility.description, is_active: responsibility.is_active }
          : { name: '', description: '', is_active: true }
      }
      save={save}
      live={
        responsibility && {
          key: `responsibility:${responsibility.identity}`,
          changedBy: recordChangedBy(lookupTableResources.responsibilities.writes!.entity, responsibility.identity),
          queryKey: queryKeys.lookups.table('responsibilities'),
        }
      }
      messages={{
        success: (row) => (responsibility ? lookupMessages.responsibilityEdited(row.name) : lookupMessages.responsibilityCreated(row.name)),
        failure: (input) => (responsibility ? lookupMessages.responsibilityEditFailed(input.name) : lookupMessages.responsibilityCreateFailed(input.name)),
      }}
    />
  )
}
