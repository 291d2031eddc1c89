import { useParams } from 'react-router'
import { lookupTableResources, type LookupTable, type LookupTableResource } from '@mc/domain/staff/lookup-tables.resources'
import { lookupTableScreens } from '@mc/domain/staff/lookup-tables.screens'
import { RecordFormModal, type FormField } from '../../shared/resource/RecordFormModal'
import { RecordFromRoute } from '../../shared/resource/RecordFromRoute'
import { useLookupRow, useSaveLookupRow } from './api/use-lookup-lists'
import { queryKeys } from '../../shared/api/query-keys'
import { recordChangedBy } from '../../shared/live/live'

type Row = Record<string, unknown>

const resourceOf = (table: string) => (lookupTableResources as Record<string, LookupTableResource | undefined>)[table]

function LookupRowForm({ table, row }: { table: string; row?: Row }) {
  const resource = resourceOf(table)!
  const { writes } = resource
  const screen = lookupTableScreens[table]
  const save = useSaveLookupRow<Row, Row>(table as LookupTable, row ? (row[resource.key] as string | number) : undefined)
  const fields: FormField[] = screen!.fields!.map((field) => ({ ...field, required: field.input === 'text' }))
  const initial = Object.fromEntries(fields.map((field) => [field.name, row ? row[field.name] : field.input === 'switch' ? field.name === 'is_active' : '']))
  const name = (values: Row) => String(values.name ?? '')
  return (
    <RecordFormModal
      editing={!!row}
      title={row ? `Edit ${screen!.recordName}` : `New ${screen!.recordName}`}
      okText={row ? 'Save' : 'Create'}
      fields={fields}
      schema={writes!.body}
      saveSchema={row ? writes!.patch : writes!.body}
      initial={initial}
      save={save}
      live={
        row && {
          key: `${table}:${String(row[resource.key])}`,
          changedBy: recordChangedBy(writes!.entity, String(row[resource.key])),
          queryKey: queryKeys.lookups.table(table),
        }
      }
      messages={{
        success: (saved) => (row ? `Successfully Edited ${name(saved)}` : `Successfully Created ${name(saved)}`),
        failure: (input) => (row ? `Failed to Edit ${name(input as Row)}` : `Failed to Create ${name(input as Row)}`),
      }}
    />
  )
}

/** /admin/{table}/new. */
export function NewLookupRowModal() {
  const { table = '' } = useParams()
  return <LookupRowForm table={table} />
}

/** /admin/{table}/{id}/edit: the row may sit on any page of the table. */
export function EditLookupRowModal() {
  const { table = '' } = useParams()
  const useRow = (id: string) => useLookupRow<Row>(table as LookupTable, id)
  return (
    <RecordFromRoute param="id" useRecord={useRow} title="Edit" missing="This row no longer exists.">
      {(row) => <LookupRowForm table={table} row={row} />}
    </RecordFromRoute>
  )
}
